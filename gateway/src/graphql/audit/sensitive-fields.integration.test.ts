import { useEmulatorStack } from '../../test/emulator-stack';
import { CONFLICT_MESSAGE } from './version-check';

// Secrets are declared in the schema (`@sensitive`), not guessed from a field's name (issue 41):
// a language's code is an ordinary field, versioned and recorded before → after; a password or
// an API key is never stored in Activity.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const flush = () => stack.gateway.services.activity?.flush();

const READ = `query($id: ID!) { language(id: $id) { name code version } }`;
const UPDATE = `mutation($input: UpdateLanguageInput!) { updateLanguage(input: $input) {
  language { code version } userErrors { message code conflict { changedBy fields { name theirs } } } } }`;
const ACTIVITY = `query($type: String!, $id: ID) { activity(filter: { entityType: $type, entityId: $id }, pageSize: 5) {
  items { operation userEmail changes { field before after } } } }`;

type Language = { name: string; code: string; version: string };
const newest = async (type: string, id?: string) => (await gql(ACTIVITY, { type, id })).data.activity.items[0];

describe('a field named like a secret', () => {
  let id = '';
  beforeAll(async () => {
    const created = await gql(
      `mutation { createLanguage(input: { name: "Klingon", code: "tlh" }) { language { id } userErrors { message } } }`,
    );
    expect(created.data.createLanguage.userErrors).toEqual([]);
    id = created.data.createLanguage.language.id;
  });
  const read = async () => (await gql(READ, { id })).data.language as Language;

  it("is versioned and recorded: a language's code change shows before → after", async () => {
    const base = await read();
    const saved = await gql(UPDATE, { input: { id, name: base.name, code: 'tlh-x', baseVersion: base.version } });
    expect(saved.data.updateLanguage.userErrors).toEqual([]);
    expect(saved.data.updateLanguage.language.version).not.toBe(base.version);
    await flush();
    const entry = await newest('Language', id);
    expect(entry).toMatchObject({ operation: 'updateLanguage', userEmail: 'admin@example.com' });
    expect(entry.changes).toEqual([{ field: 'code', before: 'tlh', after: 'tlh-x' }]);
  });

  it('refuses a stale save of another code, naming who changed it', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const base = await read();
    const theirs = await gql(UPDATE, { input: { id, name: base.name, code: 'tlh-dev', baseVersion: base.version } }, developer);
    expect(theirs.data.updateLanguage.userErrors).toEqual([]);
    await flush();
    const mine = await gql(UPDATE, { input: { id, name: base.name, code: 'tlh-admin', baseVersion: base.version } });
    const [error] = mine.data.updateLanguage.userErrors;
    expect(error).toMatchObject({ message: CONFLICT_MESSAGE, code: 'CONFLICT', conflict: { changedBy: 'developer@example.com' } });
    expect(error.conflict.fields).toContainEqual({ name: 'code', theirs: 'tlh-dev' });
    expect((await read()).code).toBe('tlh-dev');
  });
});

describe('a field declared @sensitive', () => {
  it("is never stored: a new user's password is not in Activity", async () => {
    const created = await gql(`mutation { createUser(input: { email: "masked@example.com", password: "Sup3r-secret-pw!", role: MANAGER }) {
      user { id } userErrors { message } } }`);
    expect(created.data.createUser.userErrors).toEqual([]);
    await flush();
    const entry = await newest('User', created.data.createUser.user.id);
    expect(entry.operation).toBe('createUser');
    expect(entry.changes).toContainEqual(expect.objectContaining({ field: 'email', after: 'masked@example.com' }));
    expect(JSON.stringify(entry)).not.toContain('Sup3r-secret-pw!');
    expect(entry.changes.map((change: { field: string }) => change.field)).not.toContain('password');
  });

  it('with lastFour, shows that it changed and its last four characters only', async () => {
    const settings = (await gql('{ generalSettings { version } }')).data.generalSettings;
    const saved = await gql(
      `mutation($input: UpdateGeneralSettingsInput!) { updateGeneralSettings(input: $input) { userErrors { message } } }`,
      {
        input: { tinyMceApiKey: 'key-0123456789-abcd', baseVersion: settings.version },
      },
    );
    expect(saved.data.updateGeneralSettings.userErrors).toEqual([]);
    await flush();
    const entry = await newest('GeneralSettings');
    expect(entry.changes).toEqual([expect.objectContaining({ field: 'tinyMceApiKey', after: '••••abcd' })]);
    expect(JSON.stringify(entry)).not.toContain('0123456789');
  });
});
