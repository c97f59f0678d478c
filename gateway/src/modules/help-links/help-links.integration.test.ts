import { useEmulatorStack } from '../../test/emulator-stack';

// Help links through the real HTTP stack against the in-process emulator.

const stack = useEmulatorStack();
const { gql } = stack;

const LIST = '{ helpLinks { id name label } }';
const CREATE =
  'mutation($input: HelpLinkInput!) { createHelpLink(input: $input) { helpLink { id name label } userErrors { field message } } }';
const UPDATE =
  'mutation($id: ID!, $input: HelpLinkInput!) { updateHelpLink(id: $id, input: $input) { helpLink { id name label } userErrors { message } } }';
const DELETE = 'mutation($id: ID!) { deleteHelpLink(id: $id) { deletedId userErrors { message } } }';
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };

describe('help links against the emulator', () => {
  it('lists the seeded links and lets a developer add, edit and delete one', async () => {
    const developer = await stack.signIn(DEVELOPER);
    expect((await gql(LIST, {}, developer)).data.helpLinks).toHaveLength(4);
    const created = await gql(CREATE, { input: { name: 'faq', label: 'FAQ' } }, developer);
    const link = created.data.createHelpLink.helpLink;
    expect(link).toMatchObject({ name: 'faq', label: 'FAQ' });
    const updated = await gql(UPDATE, { id: link.id, input: { name: 'faq', label: 'Questions' } }, developer);
    expect(updated.data.updateHelpLink.helpLink.label).toBe('Questions');
    expect((await gql(DELETE, { id: link.id }, developer)).data.deleteHelpLink.deletedId).toBe(link.id);
    expect((await gql(LIST, {}, developer)).data.helpLinks).toHaveLength(4);
  });

  it("answers the spec's messages for blank fields", async () => {
    const developer = await stack.signIn(DEVELOPER);
    const r = await gql(CREATE, { input: { name: '', label: ' ' } }, developer);
    expect(r.data.createHelpLink.userErrors).toEqual([
      { field: 'name', message: 'The name is required' },
      { field: 'label', message: 'The label is required' },
    ]);
  });

  it('refuses a second link with a name another link has, in any letter case', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const names = (await gql(LIST, {}, developer)).data.helpLinks.map((l: { name: string }) => l.name);
    const taken = names[0] as string;
    const r = await gql(CREATE, { input: { name: ` ${taken.toUpperCase()} `, label: 'Again' } }, developer);
    expect(r.data.createHelpLink).toEqual({
      helpLink: null,
      userErrors: [{ field: 'name', message: `A help link named ${taken.toUpperCase()} already exists.` }],
    });
    expect((await gql(LIST, {}, developer)).data.helpLinks).toHaveLength(names.length);
  });

  it('is for developers only', async () => {
    expect((await gql(LIST)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(CREATE, { input: { name: 'x', label: 'y' } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
