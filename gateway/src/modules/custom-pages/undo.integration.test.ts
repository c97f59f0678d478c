import { useEmulatorStack } from '../../test/emulator-stack';
import { undoCases } from '../../test/undo-cases';

// A custom page put back from Activity (issue 43).

describe('undo on custom pages', () => {
  const stack = useEmulatorStack();
  undoCases(
    stack,
    () => ({
      entityType: 'CustomPage',
      field: 'name',
      create: async (name, as) =>
        (
          await stack.gql(
            'mutation($input: CustomPageInput!) { createCustomPage(input: $input) { customPage { id } } }',
            { input: { name } },
            as,
          )
        ).data.createCustomPage.customPage.id as string,
      update: async (id, name, as) => {
        const r = await stack.gql(
          'mutation($id: ID!, $input: CustomPageInput!) { updateCustomPage(id: $id, input: $input) { userErrors { message } } }',
          { id, input: { name } },
          as,
        );
        expect(r.data.updateCustomPage.userErrors).toEqual([]);
      },
      remove: async (id, as) => void (await stack.gql('mutation($id: ID!) { deleteCustomPage(id: $id) { deletedId } }', { id }, as)),
      read: async (id, as) =>
        ((await stack.gql('query($id: ID!) { customPage(id: $id) { name } }', { id }, as)).data.customPage?.name ?? null) as string | null,
    }),
    'Undo page',
    { developerOnly: true },
  );
});
