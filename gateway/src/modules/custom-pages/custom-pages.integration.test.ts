import { useEmulatorStack } from '../../test/emulator-stack';

// Custom pages through the real HTTP stack against the in-process emulator.

const stack = useEmulatorStack();
const { gql } = stack;

const LIST = '{ customPages { id name } }';
const CREATE =
  'mutation($name: String!) { createCustomPage(input: { name: $name }) { customPage { id name } userErrors { field message } } }';
const UPDATE =
  'mutation($id: ID!, $name: String!) { updateCustomPage(id: $id, input: { name: $name }) { customPage { id name } userErrors { message } } }';
const DELETE = 'mutation($id: ID!) { deleteCustomPage(id: $id) { deletedId userErrors { message } } }';
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };

describe('custom pages against the emulator', () => {
  it('lets a developer create, rename and delete a page, which the configuration editors then offer', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const created = await gql(CREATE, { name: ' bonus-hub ' }, developer);
    expect(created.data.createCustomPage.userErrors).toEqual([]);
    const page = created.data.createCustomPage.customPage;
    expect(page.name).toBe('bonus-hub');
    expect((await gql(LIST)).data.customPages).toContainEqual(page);

    const renamed = await gql(UPDATE, { id: page.id, name: 'bonus-centre' }, developer);
    expect(renamed.data.updateCustomPage.customPage).toEqual({ id: page.id, name: 'bonus-centre' });
    expect((await gql(DELETE, { id: page.id }, developer)).data.deleteCustomPage.deletedId).toBe(page.id);
    expect((await gql(LIST)).data.customPages.map((p: { id: string }) => p.id)).not.toContain(page.id);
  });

  it("answers 'The name is required' for a blank name", async () => {
    const developer = await stack.signIn(DEVELOPER);
    const r = await gql(CREATE, { name: '  ' }, developer);
    expect(r.data.createCustomPage).toEqual({ customPage: null, userErrors: [{ field: 'name', message: 'The name is required' }] });
  });

  it('refuses an admin who is not a developer, before any upstream write', async () => {
    const before = (await gql(LIST)).data.customPages;
    const r = await gql(CREATE, { name: 'not-mine' });
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(LIST)).data.customPages).toEqual(before);
  });
});
