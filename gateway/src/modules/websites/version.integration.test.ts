import { useEmulatorStack } from '../../test/emulator-stack';
import { DEVELOPER, entriesOf, MANAGER, newWebsite as createWebsite } from '../../test/undo';

// Back to a version of a website (issue 43): its History's entry shows the record as that entry
// left it against now, and restoreVersion writes every field that differs through the website
// save, linked to that entry; nobody who may not write it gets it.

const READ = 'query($id: ID!) { website(id: $id) { name url betshopId } }';
const VERSION = 'query($id: ID!) { activityVersion(id: $id) { changes { field before after } unavailable } }';
const RESTORE = 'mutation($id: ID!) { restoreVersion(id: $id) { reverted entityId userErrors { field message code } } }';

describe('back to a version of a website', () => {
  const stack = useEmulatorStack();

  const newWebsite = (name: string) => createWebsite(stack, name);
  const update = async (id: string, fields: Record<string, string>, headers?: Record<string, string>) => {
    const current = (await stack.gql(READ, { id })).data.website as Record<string, string>;
    const r = await stack.gql(
      'mutation($input: UpdateWebsiteInput!) { updateWebsite(input: $input) { userErrors { message } } }',
      { input: { id, ...current, ...fields } },
      headers,
    );
    expect(r.data.updateWebsite.userErrors).toEqual([]);
  };

  it('shows a version against now and restores every field that differs, as an entry linked to it', async () => {
    const id = await newWebsite('Version Bet');
    await update(id, { name: 'Version Bet 2' });
    await update(id, { name: 'Version Bet 3', url: 'https://version-3.example.com' }, await stack.signIn(DEVELOPER));
    const [, second] = await entriesOf(stack, { entityType: 'Website', entityId: id }, 3);

    const version = (await stack.gql(VERSION, { id: second!.id })).data.activityVersion;
    expect(version).toEqual({
      changes: [
        { field: 'name', before: 'Version Bet 3', after: 'Version Bet 2' },
        { field: 'url', before: 'https://version-3.example.com', after: 'https://version-bet.example.com' },
      ],
      unavailable: null,
    });
    const manager = await stack.gql(RESTORE, { id: second!.id }, await stack.signIn(MANAGER));
    expect(manager.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const r = await stack.gql(RESTORE, { id: second!.id });
    expect(r.data.restoreVersion).toEqual({ reverted: ['name', 'url'], entityId: id, userErrors: [] });
    expect((await stack.gql(READ, { id })).data.website).toMatchObject({ name: 'Version Bet 2', url: 'https://version-bet.example.com' });
    const [restoring] = await entriesOf(stack, { entityType: 'Website', entityId: id }, 4);
    expect(restoring!.reverts).toBe(second!.id);
    expect((await stack.gql(VERSION, { id: second!.id })).data.activityVersion.unavailable).toBe('The record is as this version left it.');
  });

  it('says a deleted record has no version to go back to', async () => {
    const id = await newWebsite('Versionless Bet');
    await update(id, { name: 'Versionless Bet 2' });
    await stack.gql('mutation($id: ID!) { deleteWebsite(id: $id) { userErrors { message } } }', { id });
    const [, renamed] = await entriesOf(stack, { entityType: 'Website', entityId: id }, 3);
    const r = await stack.gql(RESTORE, { id: renamed!.id });
    expect(r.data.restoreVersion.userErrors).toEqual([
      { field: null, message: 'The record no longer exists: restore it from its delete entry.', code: 'NOT_REVERTIBLE' },
    ]);
  });
});
