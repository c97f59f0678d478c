import { useEmulatorStack } from '../../test/emulator-stack';

// Icons through the real HTTP stack against the in-process emulator (26 seeded icons).

const stack = useEmulatorStack();
const { gql } = stack;

const LIST =
  'query($page: Int!, $search: String) { icons(page: $page, search: $search) { items { id name slugs } totalItems pageCount page } }';
const CREATE = 'mutation($input: IconInput!) { createIcon(input: $input) { icon { id name slugs } userErrors { field message } } }';
const UPDATE =
  'mutation($id: ID!, $input: IconInput!) { updateIcon(id: $id, input: $input) { icon { id name slugs } userErrors { field message } } }';
const DELETE = 'mutation($id: ID!) { deleteIcon(id: $id) { deletedId userErrors { message } } }';
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };

describe('icons against the emulator', () => {
  it('pages ten at a time and searches names and slugs', async () => {
    const first = await gql(LIST, { page: 1 });
    expect(first.data.icons).toMatchObject({ totalItems: 26, pageCount: 3, page: 1 });
    expect(first.data.icons.items).toHaveLength(10);
    const found = await gql(LIST, { page: 1, search: 'NBA' });
    expect(found.data.icons.items).toEqual([{ id: '2', name: 'basketball', slugs: ['basketball', 'nba'] }]);
  });

  it('creates an icon with two slugs, lower-cased and without blanks, then updates and deletes it', async () => {
    const created = await gql(CREATE, { input: { name: 'Padel', slugs: ['PADEL', ' ', 'padel-tennis'] } });
    expect(created.data.createIcon.userErrors).toEqual([]);
    const icon = created.data.createIcon.icon;
    expect(icon).toMatchObject({ name: 'padel', slugs: ['padel', 'padel-tennis'] });

    const updated = await gql(UPDATE, { id: icon.id, input: { name: 'padel', slugs: ['padel'] } });
    expect(updated.data.updateIcon).toEqual({ icon: { id: icon.id, name: 'padel', slugs: ['padel'] }, userErrors: [] });

    expect((await gql(DELETE, { id: icon.id })).data.deleteIcon).toEqual({ deletedId: icon.id, userErrors: [] });
    expect((await gql(LIST, { page: 1, search: 'padel' })).data.icons.totalItems).toBe(0);
  });

  it('refuses a name or slug of an icon on another page, and writes nothing', async () => {
    const r = await gql(CREATE, { input: { name: 'JACKPOT', slugs: ['new-slug', 'UFC'] } });
    expect(r.data.createIcon).toEqual({
      icon: null,
      userErrors: [
        { field: 'name', message: 'Icon name jackpot already exists.' },
        { field: 'slugs', message: 'Slug ufc already exists.' },
      ],
    });
    expect((await gql(LIST, { page: 1, search: 'new-slug' })).data.icons.totalItems).toBe(0);
  });

  it('lets a reader list icons but not change them', async () => {
    const reader = JSON.stringify({
      permissions: { 'CONFIGURATION.ICONS': 'read' },
      onlineWebsitePermissions: {},
      onlineHelpPermissions: {},
    });
    const manager = await stack.signIn(MANAGER, { onlinePermissions: reader });
    expect((await gql(LIST, { page: 1 }, manager)).data.icons.totalItems).toBe(26);
    const r = await gql(CREATE, { input: { name: 'curling', slugs: ['curling'] } }, manager);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(LIST, { page: 1, search: 'curling' })).data.icons.totalItems).toBe(0);
  });
});
