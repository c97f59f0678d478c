import pino from 'pino';
import { createHarness, type Harness } from '../../test/harness';
import { ADMIN, STAFF_MANAGER } from '../../test/fixtures';
import { word } from '../../modules/translations/fixtures';

// The audit line of every successful mutation (hardening issue, item 17):
// who, which operation, which entities, which fields by name; never a
// password; none for a refused write.

let h: Harness;
let lines: Array<Record<string, any>>;
beforeEach(() => {
  lines = [];
  h = createHarness({}, pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) }));
});
afterEach(async () => {
  h.agent.assertNoPendingInterceptors();
  await h.close();
});
const audits = () => lines.filter((l) => l.msg === 'audit').map((l) => l.audit);
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('audit line', () => {
  it('says who changed which fields of which user', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/users/5', method: 'GET' }).reply(200, STAFF_MANAGER);
    h.upstream.intercept({ path: '/user/5', method: 'PUT' }).reply(200, { ...STAFF_MANAGER, email: 'renamed@example.com' });
    const r = await h.run('mutation($i: UpdateUserInput!) { updateUser(input: $i) { user { id } userErrors { message } } }', {
      variables: { i: { id: '5', email: 'renamed@example.com', role: 'MANAGER' } },
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.data?.updateUser.userErrors).toEqual([]);
    await settled();
    expect(audits()).toEqual([
      {
        userId: '1',
        email: 'admin@example.com',
        operation: 'updateUser',
        entityIds: { id: '5', 'user.id': '5' },
        changedFields: ['email', 'role'],
      },
    ]);
  });

  it('names a translation change by its word and fields, and never a password', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/online-translation/save', method: 'POST' }).reply(201, word(9, undefined, 'promo'));
    await h.run('mutation($i: SaveTranslationInput!) { saveTranslation(input: $i) { word { id } userErrors { message } } }', {
      variables: { i: { key: 'promo', sectionId: '2', translations: [{ languageId: '1', phrase: 'Promo' }] } },
      cookie: h.sessionCookie(ADMIN),
    });
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/user/change-password', method: 'POST' }).reply(200, { message: 'Password changed' });
    await h.run('mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ok } }', {
      variables: { i: { password: 'Old-secret-1', newPassword: 'New-secret-2', newPasswordConfirmation: 'New-secret-2' } },
      cookie: h.sessionCookie(ADMIN),
    });
    await settled();
    expect(audits()).toEqual([
      {
        userId: '1',
        email: 'admin@example.com',
        operation: 'saveTranslation',
        entityIds: { sectionId: '2', 'word.id': '9' },
        changedFields: ['key', 'translations'],
      },
      { userId: '1', email: 'admin@example.com', operation: 'changePassword', entityIds: {}, changedFields: [] },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
  });

  it('writes none for a write that was refused or failed', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/online-translation/save', method: 'POST' }).reply(400, {
      statusCode: 400,
      message: [{ property: 'word', constraints: { matches: 'Key cannot have empty spaces' } }],
    });
    await h.run('mutation($i: SaveTranslationInput!) { saveTranslation(input: $i) { word { id } userErrors { message } } }', {
      variables: { i: { key: 'a b', sectionId: '2', translations: [] } },
      cookie: h.sessionCookie(ADMIN),
    });
    await h.run('mutation { deleteUser(id: "5") { deletedUserId } }');
    await settled();
    expect(audits()).toEqual([]);
  });
});
