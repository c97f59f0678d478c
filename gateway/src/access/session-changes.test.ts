import { request } from 'undici';
import { useHarness } from '../test/harness';
import { ADMIN, MANAGER } from '../test/fixtures';

// Changes the gateway itself makes to a user reach that user's sessions at
// once (hardening issue, items 4 and 5), even with the viewer cache on.

const h = useHarness({ VIEWER_CACHE_MS: '60000' });

const VIEWER = '{ viewer { id canReadTranslations } }';
const PERMISSIONS = `mutation($input: UserPermissionChangesInput!) {
  updateUserPermissions(input: $input) { user { id } userErrors { message } }
}`;
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { ok userErrors { message } } }`;
const WITHOUT_TRANSLATIONS = {
  ...MANAGER,
  onlinePermissions: JSON.stringify({ permissions: {}, onlineWebsitePermissions: {}, onlineHelpPermissions: {} }),
};

describe('a user changed by the gateway', () => {
  it('loses a revoked permission at once, not after the viewer cache runs out', async () => {
    const manager = h.sessionCookie(MANAGER);
    h.expectCheckAuth(MANAGER);
    expect((await h.run(VIEWER, { cookie: manager })).data?.viewer).toEqual({ id: '2', canReadTranslations: true });
    expect((await h.run(VIEWER, { cookie: manager })).calls).toEqual([]); // cached

    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/users/2', method: 'GET' }).reply(200, MANAGER);
    h.upstream.intercept({ path: '/user/2', method: 'PUT' }).reply(200, WITHOUT_TRANSLATIONS);
    const input = { userId: '2', permissions: [{ key: 'TRANSLATIONS_TRANSLATIONS', level: 'NONE' }] };
    const saved = await h.run(PERMISSIONS, { variables: { input }, cookie: h.sessionCookie(ADMIN) });
    expect(saved.data?.updateUserPermissions.userErrors).toEqual([]);

    h.expectCheckAuth(WITHOUT_TRANSLATIONS);
    expect((await h.run(VIEWER, { cookie: manager })).data?.viewer).toEqual({ id: '2', canReadTranslations: false });
  });

  it('ends the other sessions of a user who changes their password, and keeps the one that changed it', async () => {
    const here = h.sessionCookie(MANAGER, { sid: 'session-here' });
    const elsewhere = h.sessionCookie(MANAGER, { sid: 'session-elsewhere' });
    h.expectCheckAuth(MANAGER);
    expect((await h.run(VIEWER, { cookie: elsewhere })).data?.viewer?.id).toBe('2');

    h.upstream.intercept({ path: '/user/change-password', method: 'POST' }).reply(200, { message: 'Password changed' });
    const input = { password: 'Manager123!', newPassword: 'Changed123!', newPasswordConfirmation: 'Changed123!' };
    expect((await h.run(CHANGE_PASSWORD, { variables: { input }, cookie: here })).data?.changePassword).toEqual({
      ok: true,
      userErrors: [],
    });

    // The upstream token still works; the gateway's session does not.
    h.expectCheckAuth(MANAGER);
    expect((await h.run(VIEWER, { cookie: elsewhere })).data?.viewer).toBeNull();
    h.expectCheckAuth(MANAGER);
    expect((await h.run(VIEWER, { cookie: here })).data?.viewer?.id).toBe('2');
    // A session begun after the change is unaffected.
    h.expectCheckAuth(MANAGER, 'token-later');
    const later = h.sessionCookie(MANAGER, { sid: 'session-later', accessToken: 'token-later' });
    expect((await h.run(VIEWER, { cookie: later })).data?.viewer?.id).toBe('2');
  });
});

describe('a token the upstream refuses on a download', () => {
  it('drops the cached viewer too, so the next request asks again', async () => {
    const { url } = await h.gateway.listen(0, '127.0.0.1');
    const admin = h.sessionCookie(ADMIN);
    h.expectCheckAuth(ADMIN);
    expect((await h.run(VIEWER, { cookie: admin })).data?.viewer?.id).toBe('1');

    h.upstream.intercept({ path: '/online-translation/export/1', method: 'GET' }).reply(401, { statusCode: 401, message: 'Unauthorized' });
    const res = await request(`${url}/exports/translations/1.csv`, { headers: { cookie: admin } });
    expect(res.statusCode).toBe(401);
    await res.body.dump();

    h.expectCheckAuth(ADMIN);
    expect((await h.run(VIEWER, { cookie: admin })).calls).toEqual(['POST /auth/check-auth']);
  });
});
