import { useEmulatorStack } from '../../test/emulator-stack';
import { undoCases } from '../../test/undo-cases';

// A help link put back from Activity (issue 43).

describe('undo on help links', () => {
  const stack = useEmulatorStack();
  undoCases(
    stack,
    () => ({
      entityType: 'HelpLink',
      field: 'label',
      create: async (label) =>
        (
          await stack.gql('mutation($input: HelpLinkInput!) { createHelpLink(input: $input) { helpLink { id } } }', {
            input: { name: label, label },
          })
        ).data.createHelpLink.helpLink.id as string,
      update: async (id, label, headers) => {
        const links = (await stack.gql('{ helpLinks { id name } }', {}, headers)).data.helpLinks as { id: string; name: string }[];
        const r = await stack.gql(
          'mutation($id: ID!, $input: HelpLinkInput!) { updateHelpLink(id: $id, input: $input) { userErrors { message } } }',
          { id, input: { name: links.find((link) => link.id === id)!.name, label } },
          headers,
        );
        expect(r.data.updateHelpLink.userErrors).toEqual([]);
      },
      remove: async (id) => void (await stack.gql('mutation($id: ID!) { deleteHelpLink(id: $id) { deletedId } }', { id })),
      read: async (id) =>
        ((await stack.gql('{ helpLinks { id label } }')).data.helpLinks as { id: string; label: string }[]).find((link) => link.id === id)
          ?.label ?? null,
    }),
    'Undo link',
    { developerOnly: true },
  );
});
