import { useEmulatorStack } from '../../test/emulator-stack';
import { undoCases } from '../../test/undo-cases';

// Configuration setup put back from Activity (issue 43): a section (types and definitions share its reverter).

describe('undo on configuration setup', () => {
  const stack = useEmulatorStack();
  undoCases(
    stack,
    () => ({
      entityType: 'ConfigurationSection',
      field: 'name',
      create: async (name, as) =>
        (
          await stack.gql(
            'mutation($input: ConfigurationNameInput!) { createConfigurationSection(input: $input) { section { id } } }',
            {
              input: { name },
            },
            as,
          )
        ).data.createConfigurationSection.section.id as string,
      update: async (id, name, as) => {
        const r = await stack.gql(
          'mutation($id: ID!, $input: ConfigurationNameInput!) { updateConfigurationSection(id: $id, input: $input) { userErrors { message } } }',
          { id, input: { name } },
          as,
        );
        expect(r.data.updateConfigurationSection.userErrors).toEqual([]);
      },
      remove: async (id, as) =>
        void (await stack.gql('mutation($id: ID!) { deleteConfigurationSection(id: $id) { deletedId } }', { id }, as)),
      read: async (id, as) =>
        (
          (await stack.gql('{ configurationSetupSections { id name } }', {}, as)).data.configurationSetupSections as {
            id: string;
            name: string;
          }[]
        ).find((section) => section.id === id)?.name ?? null,
    }),
    'Undo section',
    { developerOnly: true },
  );
});
