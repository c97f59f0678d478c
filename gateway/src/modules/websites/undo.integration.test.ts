import { useEmulatorStack } from '../../test/emulator-stack';
import { DEVELOPER, entriesOf, MANAGER, newWebsite as createWebsite, restore, revert } from '../../test/undo';

// A website put back from Activity (issue 43): a rename reverted, a stale field refused naming
// the colleague, a delete restored, and nothing for who may not.

const UPDATE = `mutation($input: UpdateWebsiteInput!) { updateWebsite(input: $input) { website { version } userErrors { message } } }`;
const READ = 'query($id: ID!) { website(id: $id) { name url betshopId version } }';

describe('undo on websites', () => {
  const stack = useEmulatorStack();

  const newWebsite = (name: string) => createWebsite(stack, name);

  const update = async (id: string, fields: Record<string, string>, headers?: Record<string, string>) => {
    const { data } = await stack.gql(READ, { id });
    const { version: _version, ...current } = data.website;
    const r = await stack.gql(UPDATE, { input: { id, ...current, ...fields } }, headers);
    expect(r.data.updateWebsite.userErrors).toEqual([]);
  };

  it('reverts a rename through the website save, as its own entry linked both ways', async () => {
    const id = await newWebsite('Undo Bet');
    await update(id, { name: 'Renamed by mistake' });
    const [renamed] = await entriesOf(stack, { entityType: 'Website', entityId: id }, 2);
    expect(renamed).toMatchObject({ operation: 'updateWebsite', undo: 'REVERT', revertsRows: false, backToVersion: true });

    const r = await revert(stack, renamed!.id);
    expect(r.data.revertActivity).toEqual({ reverted: ['name'], entityId: id, userErrors: [] });
    expect((await stack.gql(READ, { id })).data.website.name).toBe('Undo Bet');

    const [reverting, reverted] = await entriesOf(stack, { entityType: 'Website', entityId: id }, 3);
    expect(reverting).toMatchObject({ operation: 'updateWebsite', reverts: renamed!.id, undo: 'REVERT' });
    expect(reverting!.changes).toEqual([{ field: 'name', before: 'Renamed by mistake', after: 'Undo Bet' }]);
    expect(reverted!.revertedBy).toEqual([reverting!.id]);
  });

  it('refuses a field a colleague changed since, naming them, and reverts the others alone', async () => {
    const id = await newWebsite('Stale Bet');
    await update(id, { name: 'Stale Bet 2', url: 'https://stale-2.example.com' });
    const [both] = await entriesOf(stack, { entityType: 'Website', entityId: id }, 2);
    const developer = await stack.signIn(DEVELOPER);
    await update(id, { name: 'Stale Bet 3' }, developer);

    const r = await revert(stack, both!.id);
    expect(r.data.revertActivity.reverted).toEqual(['url']);
    expect(r.data.revertActivity.userErrors).toEqual([
      expect.objectContaining({ field: 'name', code: 'CHANGED_SINCE', changedBy: 'developer@example.com', changedAt: expect.any(String) }),
    ]);
    expect((await stack.gql(READ, { id })).data.website).toMatchObject({ name: 'Stale Bet 3', url: 'https://stale-bet.example.com' });
  });

  it('restores a deleted website from its delete entry, under a new id linked to the old', async () => {
    const id = await newWebsite('Gone Bet');
    await stack.gql('mutation($id: ID!) { deleteWebsite(id: $id) { userErrors { message } } }', { id });
    const [deleted] = await entriesOf(stack, { entityType: 'Website', entityId: id }, 2);
    // A delete left no version to go back to: it is restored.
    expect(deleted).toMatchObject({ operation: 'deleteWebsite', undo: 'RESTORE', backToVersion: false });
    expect(deleted!.restoreLoses).toContain('configuration values');

    const r = await restore(stack, deleted!.id);
    expect(r.data.restoreActivity.userErrors).toEqual([]);
    const newId = r.data.restoreActivity.entityId as string;
    expect((await stack.gql(READ, { id: newId })).data.website).toMatchObject({
      name: 'Gone Bet',
      url: 'https://gone-bet.example.com',
      betshopId: '1',
    });
    const [restoring] = await entriesOf(stack, { entityType: 'Website', entityId: newId }, 1);
    expect(restoring).toMatchObject({ operation: 'createWebsite', reverts: deleted!.id });
  });

  it('is refused to whoever may not read Activity', async () => {
    const id = await newWebsite('Kept Bet');
    await update(id, { name: 'Kept Bet 2' });
    const [renamed] = await entriesOf(stack, { entityType: 'Website', entityId: id }, 2);
    const manager = await stack.signIn(MANAGER);
    const r = await revert(stack, renamed!.id, undefined, manager);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stack.gql(READ, { id })).data.website.name).toBe('Kept Bet 2');
  });
});
