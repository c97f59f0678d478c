import { SqliteActivityStore } from '../../activity-log/engines/sqlite-store';
import { useEmulatorStack } from '../../test/emulator-stack';

// Two saves milliseconds apart (issue 41): the first one's Activity entry is not stored yet when
// the second one is checked (held here, as a slow store or a busy replica would), and the second
// still names who changed the record and when, or merges when they wrote other fields.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };

const READ = `query($id: ID!) { language(id: $id) { name code version } }`;
const UPDATE = `mutation($input: UpdateLanguageInput!) { updateLanguage(input: $input) {
  language { name code } userErrors { code conflict { changedBy changedAt fields { name theirs } } } } }`;
const USER = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { userErrors { code } } }`;
const PERMISSIONS = `mutation($input: UserPermissionChangesInput!) { updateUserPermissions(input: $input) { userErrors { code } } }`;

let release: () => void = () => {};
beforeEach(() => {
  // The store takes every entry only once the test releases it.
  const held = new Promise<void>((resolve) => (release = resolve));
  const append = SqliteActivityStore.prototype.append;
  jest.spyOn(SqliteActivityStore.prototype, 'append').mockImplementation(async function (this: SqliteActivityStore, entries) {
    await held;
    return append.call(this, entries);
  });
});
afterEach(async () => {
  release();
  jest.restoreAllMocks();
  await stack.gateway.services.activity?.flush();
});

async function newLanguage(code: string) {
  const created = await gql(
    `mutation($code: String!) { createLanguage(input: { name: "Back to back", code: $code }) { language { id } } }`,
    { code },
  );
  const id = created.data.createLanguage.language.id as string;
  const base = (await gql(READ, { id })).data.language as { name: string; code: string; version: string };
  return { id, base };
}

it('names the colleague whose save of the same field came a moment before', async () => {
  const developer = await stack.signIn(DEVELOPER);
  const { id, base } = await newLanguage('b2b');
  const theirs = await gql(UPDATE, { input: { id, name: base.name, code: 'b2b-dev', baseVersion: base.version } }, developer);
  expect(theirs.data.updateLanguage.userErrors).toEqual([]);
  const mine = await gql(UPDATE, { input: { id, name: base.name, code: 'b2b-admin', baseVersion: base.version } });
  const [error] = mine.data.updateLanguage.userErrors;
  expect(error).toMatchObject({
    code: 'CONFLICT',
    conflict: { changedBy: 'developer@example.com', fields: [{ name: 'code', theirs: 'b2b-dev' }] },
  });
  expect(Date.now() - Date.parse(error.conflict.changedAt)).toBeLessThan(60_000);
  expect((await gql(READ, { id })).data.language.code).toBe('b2b-dev');
});

it('merges a save of other fields a moment after (email there, permissions here)', async () => {
  const developer = await stack.signIn(DEVELOPER);
  const users = (await gql('{ users(page: 1, pageSize: 50) { items { id role } } }')).data.users.items as { id: string; role: string }[];
  const userId = users.find((u) => u.role === 'MANAGER' && Number(u.id) > 3)!.id;
  const base = (await gql('query($id: ID!) { user(id: $id) { version } }', { id: userId })).data.user.version as string;
  const theirs = await gql(USER, { input: { id: userId, role: 'MANAGER', email: 'b2b-theirs@example.com', baseVersion: base } }, developer);
  expect(theirs.data.updateUser.userErrors).toEqual([]);
  const mine = await gql(PERMISSIONS, {
    input: { userId, baseVersion: base, permissions: [{ key: 'HELP_HELP', level: 'READ' }], websitePermissions: [], helpPermissions: [] },
  });
  expect(mine.data.updateUserPermissions.userErrors).toEqual([]);
  const now = (await gql('query($id: ID!) { user(id: $id) { email permissions { name level } } }', { id: userId })).data.user;
  expect(now.email).toBe('b2b-theirs@example.com');
  expect(now.permissions).toContainEqual({ name: 'HELP.HELP', level: 'READ' });
});
