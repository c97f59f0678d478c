import { useEmulatorStack } from '../../test/emulator-stack';

// Sample items through the real HTTP stack against the in-process emulator.

const stack = useEmulatorStack();
const { gql } = stack;

const LIST = '{ sampleItems { id name } viewer { canReadSampleItems } }';
const CREATE =
  'mutation($input: CreateSampleItemInput!) { createSampleItem(input: $input) { sampleItem { id name } userErrors { field message } } }';
const ACTIVITY = '{ activity(filter: { area: "sample-items" }) { items { operation entityId entityLabel } } }';
const ADMIN = { id: 1, email: 'admin@example.com', password: 'Admin123!' };
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };

describe('sample items against the emulator', () => {
  it('lists the seeded ones and lets an admin add one, recorded in Activity', async () => {
    const admin = await stack.signIn(ADMIN);
    const before = (await gql(LIST, {}, admin)).data;
    expect(before.viewer.canReadSampleItems).toBe(true);
    expect(before.sampleItems.length).toBeGreaterThan(0);

    const created = await gql(CREATE, { input: { name: ' Spring sample item ' } }, admin);
    expect(created.data.createSampleItem).toEqual({ sampleItem: { id: expect.any(String), name: 'Spring sample item' }, userErrors: [] });
    const after = (await gql(LIST, {}, admin)).data.sampleItems;
    expect(after.map((row: { name: string }) => row.name)).toEqual([
      ...before.sampleItems.map((row: { name: string }) => row.name),
      'Spring sample item',
    ]);

    await stack.gateway.services.activity?.flush();
    const entries = (await gql(ACTIVITY, {}, admin)).data.activity.items;
    expect(entries).toContainEqual({
      operation: 'createSampleItem',
      entityId: created.data.createSampleItem.sampleItem.id,
      entityLabel: 'Spring sample item',
    });
  });

  it('refuses a blank name and a name another one has, in any letter case, and writes nothing', async () => {
    const admin = await stack.signIn(ADMIN);
    const names = (await gql(LIST, {}, admin)).data.sampleItems.map((row: { name: string }) => row.name);
    expect((await gql(CREATE, { input: { name: '  ' } }, admin)).data.createSampleItem.userErrors).toEqual([
      { field: 'name', message: 'The name is required' },
    ]);
    const taken = (names[0] as string).toUpperCase();
    expect((await gql(CREATE, { input: { name: taken } }, admin)).data.createSampleItem.userErrors).toEqual([
      { field: 'name', message: `A sample item named ${taken} already exists.` },
    ]);
    expect((await gql(LIST, {}, admin)).data.sampleItems).toHaveLength(names.length);
  });

  it('is for admins and developers: a manager sees no flag and is refused', async () => {
    const manager = await stack.signIn(MANAGER);
    expect((await gql('{ viewer { canReadSampleItems } }', {}, manager)).data.viewer.canReadSampleItems).toBe(false);
    expect((await gql(LIST, {}, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(CREATE, { input: { name: 'x' } }, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
