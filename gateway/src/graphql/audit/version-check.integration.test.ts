import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';
import { CONFLICT_MESSAGE } from './version-check';

// Two staff, one record (issue 28): an edit based on an older version of a user is refused when
// someone changed what it writes, merged when they changed something else, and goes through
// once the user chooses to keep their values. Admin and developer are the two staff.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
// A Manager (only Managers are edited here), found once the stack is up.
let USER_ID = '';
beforeAll(async () => {
  const users = (await gql('{ users(page: 1, pageSize: 50) { items { id role } } }')).data.users.items as { id: string; role: string }[];
  USER_ID = users.find((u) => u.role === 'MANAGER' && Number(u.id) > 3)!.id;
});

const READ = `query($id: ID!) { user(id: $id) { email role version permissions { name level } } }`;
const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) {
  user { email version } userErrors { message code conflict { changedBy changedAt version fields { name theirs } } } } }`;
const PERMISSIONS = `mutation($input: UserPermissionChangesInput!) { updateUserPermissions(input: $input) {
  user { email permissions { name level } websitePermissions { websiteId level } }
  userErrors { message code conflict { changedBy changedAt fields { name theirs } } } } }`;

type User = { email: string; role: string; version: string; permissions: { name: string; level: string }[] };
const read = async (headers?: Record<string, string>) => (await gql(READ, { id: USER_ID }, headers)).data.user as User;
const update = (fields: { email: string; baseVersion?: string }, headers?: Record<string, string>) =>
  gql(UPDATE, { input: { id: USER_ID, role: 'MANAGER', ...fields } }, headers);
const flush = () => stack.gateway.services.activity?.flush();

describe('edits based on an older version', () => {
  it('gives the same version until the record changes', async () => {
    const first = await read();
    expect(first.version).toMatch(/^v1:/);
    expect((await read()).version).toBe(first.version);
    const saved = await update({ email: 'same-version@example.com', baseVersion: first.version });
    expect(saved.data.updateUser.userErrors).toEqual([]);
    expect(saved.data.updateUser.user.version).not.toBe(first.version);
    expect((await read()).version).toBe(saved.data.updateUser.user.version);
  });

  it("refuses a save over someone else's change to the same field, says who and when, and writes nothing", async () => {
    const developer = await stack.signIn(DEVELOPER);
    const base = await read();
    const theirs = await update({ email: 'theirs@example.com', baseVersion: base.version }, developer);
    expect(theirs.data.updateUser.userErrors).toEqual([]);
    await flush();

    const mine = await update({ email: 'mine@example.com', baseVersion: base.version });
    const [error] = mine.data.updateUser.userErrors;
    expect(mine.data.updateUser.user).toBeNull();
    expect(error).toMatchObject({ message: CONFLICT_MESSAGE, code: 'CONFLICT' });
    expect(error.conflict).toMatchObject({ changedBy: 'developer@example.com', fields: [{ name: 'email', theirs: 'theirs@example.com' }] });
    expect(Date.now() - Date.parse(error.conflict.changedAt)).toBeLessThan(60_000);
    expect((await read()).email).toBe('theirs@example.com');

    // Keep mine: saved again on the version the conflict named, marked as kept over theirs.
    const kept = await update({ email: 'mine@example.com', baseVersion: `${error.conflict.version}!keep` });
    expect(kept.data.updateUser.userErrors).toEqual([]);
    expect((await read()).email).toBe('mine@example.com');
    await flush();
    const activity = await gql(
      `query($id: ID!) { activity(filter: { entityType: "User", entityId: $id }, pageSize: 1) { items { userEmail changes { field after } } } }`,
      { id: USER_ID },
    );
    const [newest] = activity.data.activity.items;
    expect(newest.userEmail).toBe('admin@example.com');
    expect(newest.changes).toContainEqual({ field: 'overwrite', after: "kept this user's values over a colleague's change (Keep mine)" });
    expect(newest.changes).toContainEqual({ field: 'email', after: 'mine@example.com' });
  });

  it('merges a save whose fields the other change did not touch (email here, permissions there)', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const base = await read();
    const theirs = await update({ email: 'merge-theirs@example.com', baseVersion: base.version }, developer);
    expect(theirs.data.updateUser.userErrors).toEqual([]);
    await flush();
    const mine = await gql(PERMISSIONS, {
      input: {
        userId: USER_ID,
        baseVersion: base.version,
        permissions: [{ key: 'HELP_HELP', level: 'READ' }],
        websitePermissions: [],
        helpPermissions: [],
      },
    });
    expect(mine.data.updateUserPermissions.userErrors).toEqual([]);
    const now = await read();
    expect(now.email).toBe('merge-theirs@example.com');
    expect(now.permissions).toContainEqual({ name: 'HELP.HELP', level: 'READ' });
  });

  it("keeps both admins' levels on different websites of one user, and refuses the same website naming who", async () => {
    const developer = await stack.signIn(DEVELOPER);
    const base = (await gql(`query($id: ID!) { user(id: $id) { version } }`, { id: USER_ID })).data.user.version as string;
    const grant = (websiteId: string, level: string, baseVersion: string, headers?: Record<string, string>) =>
      gql(PERMISSIONS, { input: { userId: USER_ID, baseVersion, websitePermissions: [{ websiteId, level }] } }, headers);
    expect((await grant('3', 'WRITE', base, developer)).data.updateUserPermissions.userErrors).toEqual([]);
    await flush();

    const mine = await grant('4', 'READ', base);
    expect(mine.data.updateUserPermissions.userErrors).toEqual([]);
    expect(mine.data.updateUserPermissions.user.websitePermissions).toEqual(
      expect.arrayContaining([
        { websiteId: '3', level: 'WRITE' },
        { websiteId: '4', level: 'READ' },
      ]),
    );

    const same = await grant('3', 'NONE', base);
    const [error] = same.data.updateUserPermissions.userErrors;
    expect(error).toMatchObject({
      code: 'CONFLICT',
      conflict: { changedBy: 'developer@example.com', fields: [{ name: 'websitePermissions.3', theirs: 'WRITE' }] },
    });
    expect(Date.now() - Date.parse(error.conflict.changedAt)).toBeLessThan(60_000);
    const levels = await gql(`query($id: ID!) { user(id: $id) { websitePermissions { websiteId level } } }`, { id: USER_ID });
    expect(levels.data.user.websitePermissions).toContainEqual({ websiteId: '3', level: 'WRITE' });
  });

  it('names no one for a change made outside the back-office', async () => {
    const base = await read();
    await request(`${stack.emulatorUrl}/_dev/users/${USER_ID}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'outside@example.com' }),
    }).then((r) => r.body.dump());
    const mine = await update({ email: 'mine-again@example.com', baseVersion: base.version });
    const [error] = mine.data.updateUser.userErrors;
    expect(error).toMatchObject({ code: 'CONFLICT', conflict: { changedBy: null, changedAt: null } });
    // Which fields changed is not known: every field the save writes, as it is now.
    expect(error.conflict.fields).toContainEqual({ name: 'email', theirs: 'outside@example.com' });
    expect((await read()).email).toBe('outside@example.com');
  });

  it('runs a save without a base as before', async () => {
    const saved = await update({ email: 'no-base@example.com' });
    expect(saved.data.updateUser.userErrors).toEqual([]);
  });
});
