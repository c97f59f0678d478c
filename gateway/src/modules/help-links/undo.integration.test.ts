import { useEmulatorStack } from '../../test/emulator-stack';
import { undoCases } from '../../test/undo-cases';

// A help link put back from Activity (issue 43).

type Link = { id: string; name: string; label: string };

describe('undo on help links', () => {
  const stack = useEmulatorStack();
  const linkOf = async (id: string, as: Record<string, string> | undefined) =>
    ((await stack.gql('{ helpLinks { id name label } }', {}, as)).data.helpLinks as Link[]).find((link) => link.id === id);
  undoCases(
    stack,
    () => ({
      entityType: 'HelpLink',
      field: 'label',
      create: async (label, as) =>
        (
          await stack.gql(
            'mutation($input: HelpLinkInput!) { createHelpLink(input: $input) { helpLink { id } } }',
            { input: { name: label, label } },
            as,
          )
        ).data.createHelpLink.helpLink.id as string,
      update: async (id, label, as) => {
        const r = await stack.gql(
          'mutation($id: ID!, $input: HelpLinkInput!) { updateHelpLink(id: $id, input: $input) { userErrors { message } } }',
          { id, input: { name: (await linkOf(id, as))!.name, label } },
          as,
        );
        expect(r.data.updateHelpLink.userErrors).toEqual([]);
      },
      remove: async (id, as) => void (await stack.gql('mutation($id: ID!) { deleteHelpLink(id: $id) { deletedId } }', { id }, as)),
      read: async (id, as) => (await linkOf(id, as))?.label ?? null,
    }),
    'Undo link',
    { developerOnly: true },
  );
});
