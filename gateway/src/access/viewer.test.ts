import { useHarness, codes } from '../test/harness';
import { ADMIN, DEVELOPER, MANAGER } from '../test/fixtures';

const VIEWER = /* GraphQL */ `
  query Viewer {
    viewer {
      id
      email
      role
      isDeveloper
      isAdmin
      permissions {
        key
        name
        level
      }
      websitePermissions {
        websiteId
        level
      }
      helpPermissions {
        websiteId
        level
      }
      canReadUsers
      canReadOrganisation
      canReadTranslations
      canWriteTranslations
      canReadWebsites
      canCreateWebsites
      canReadConfigurationSetup
      canReadConfigurations
      canReadHelp
      canReadTerminalPayments
      canReadTrending
      canReadActivity
    }
  }
`;

const h = useHarness();

describe('viewer', () => {
  it('is null when signed out, with no upstream call and no error', async () => {
    const r = await h.run(VIEWER);
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ viewer: null });
    expect(r.calls).toEqual([]);
  });

  it('is null when the upstream no longer accepts the token', async () => {
    h.upstream.intercept({ path: '/auth/check-auth', method: 'POST' }).reply(401, { statusCode: 401, message: 'Unauthorized' });
    const r = await h.run(VIEWER, { cookie: h.sessionCookie(ADMIN) });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ viewer: null });
  });

  it('gives an admin every permission and every website', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/websites?page=1&limit=999', method: 'GET' }).reply(200, {
      items: [
        { id: 1, name: 'A', url: 'a' },
        { id: 2, name: 'B', url: 'b' },
      ],
      totalItems: 2,
      pageCount: 1,
    });
    const r = await h.run(VIEWER, { cookie: h.sessionCookie(ADMIN) });
    const v = r.data?.viewer;
    expect(v).toMatchObject({ id: '1', role: 'ADMIN', isDeveloper: false, isAdmin: true });
    expect(v.permissions).toHaveLength(11);
    expect(v.permissions.every((p: { level: string }) => p.level === 'WRITE')).toBe(true);
    expect(v.websitePermissions).toEqual([
      { websiteId: '1', level: 'WRITE' },
      { websiteId: '2', level: 'WRITE' },
    ]);
    expect(v).toMatchObject({
      canReadUsers: true,
      canReadOrganisation: true,
      canReadTranslations: true,
      canWriteTranslations: true,
      canReadWebsites: true,
      canCreateWebsites: true,
      canReadConfigurationSetup: false,
      canReadConfigurations: true,
      canReadHelp: true,
      canReadTerminalPayments: true,
      canReadTrending: true,
      canReadActivity: true,
    });
  });

  it('gives a manager exactly the stored permissions', async () => {
    h.expectCheckAuth(MANAGER);
    const r = await h.run(VIEWER, { cookie: h.sessionCookie(MANAGER) });
    const v = r.data?.viewer;
    expect(v).toMatchObject({ role: 'MANAGER', isDeveloper: false, isAdmin: false });
    expect(v.permissions).toContainEqual({ key: 'TRANSLATIONS_TRANSLATIONS', name: 'TRANSLATIONS.TRANSLATIONS', level: 'READ' });
    expect(v.permissions).toContainEqual({ key: 'HELP_HELP', name: 'HELP.HELP', level: 'NONE' });
    expect(v.websitePermissions).toEqual([
      { websiteId: '1', level: 'READ' },
      { websiteId: '2', level: 'WRITE' },
    ]);
    expect(v.helpPermissions).toEqual([{ websiteId: '1', level: 'READ' }]);
    expect(v).toMatchObject({
      canReadUsers: false,
      canReadOrganisation: false,
      canReadTranslations: true,
      canWriteTranslations: false,
      canReadWebsites: true,
      canCreateWebsites: false,
      canReadConfigurationSetup: false,
      canReadConfigurations: false,
      canReadHelp: false,
      canReadTerminalPayments: false,
      canReadTrending: false,
      canReadActivity: false,
    });
  });

  it('treats a developer as admin and opens Configurations Setup', async () => {
    h.expectCheckAuth(DEVELOPER);
    const r = await h.run(
      '{ viewer { role isDeveloper isAdmin canReadUsers canReadConfigurationSetup canCreateWebsites canWriteTranslations } }',
      {
        cookie: h.sessionCookie(DEVELOPER),
      },
    );
    expect(r.data?.viewer).toEqual({
      role: 'MANAGER',
      isDeveloper: true,
      isAdmin: true,
      canReadUsers: true,
      canReadConfigurationSetup: true,
      canCreateWebsites: true,
      canWriteTranslations: true,
    });
  });

  it('accepts Authorization: Bearer for API tools', async () => {
    h.expectCheckAuth(ADMIN, 'api-token');
    const r = await h.run('{ viewer { email } }', {
      headers: { authorization: 'Bearer api-token', 'activation-token': 'AB12' },
    });
    expect(r.data?.viewer).toEqual({ email: 'admin@example.com' });
  });

  it('ignores a tampered session cookie', async () => {
    const cookie = h.sessionCookie(ADMIN);
    const r = await h.run('{ viewer { id } }', { cookie: cookie.slice(0, -4) + 'AAAA' });
    expect(r.data).toEqual({ viewer: null });
    expect(r.calls).toEqual([]);
  });

  it("ignores a tampered copy of a session in use: a kept session is found by the cookie's first characters, and the rest must match", async () => {
    const cookie = h.sessionCookie(ADMIN);
    h.expectCheckAuth(ADMIN);
    expect((await h.run('{ viewer { email } }', { cookie })).data).toEqual({ viewer: { email: 'admin@example.com' } });
    const r = await h.run('{ viewer { email } }', { cookie: cookie.slice(0, -4) + 'AAAA' });
    expect(r.data).toEqual({ viewer: null });
    expect(r.calls).toEqual([]);
  });
});

describe('changePassword', () => {
  const CHANGE = /* GraphQL */ `
    mutation Change($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        ok
        userErrors {
          field
          message
        }
      }
    }
  `;
  const input = { password: 'Old123!', newPassword: 'New123!', newPasswordConfirmation: 'New123!' };

  it('sends the viewer id and reports success', async () => {
    h.expectCheckAuth(MANAGER);
    h.upstream
      .intercept({ path: '/user/change-password', method: 'POST', body: JSON.stringify({ ...input, id: 2 }) })
      .reply(200, { message: 'Password changed' });
    const r = await h.run(CHANGE, { variables: { input }, cookie: h.sessionCookie(MANAGER) });
    expect(r.data?.changePassword).toEqual({ ok: true, userErrors: [] });
  });

  it('maps class-validator errors to userErrors by property', async () => {
    h.expectCheckAuth(MANAGER);
    h.upstream.intercept({ path: '/user/change-password', method: 'POST' }).reply(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: [
        { property: 'password', constraints: { matches: 'Current password is incorrect' } },
        { property: 'newPasswordConfirmation', constraints: { match: 'Must be same as password' } },
      ],
    });
    const r = await h.run(CHANGE, { variables: { input }, cookie: h.sessionCookie(MANAGER) });
    expect(r.data?.changePassword).toEqual({
      ok: false,
      userErrors: [
        { field: 'password', message: 'Current password is incorrect' },
        { field: 'newPasswordConfirmation', message: 'Must be same as password' },
      ],
    });
  });

  it('refuses a new password under 6 characters in readable words, without an upstream call', async () => {
    h.expectCheckAuth(MANAGER);
    const short = { password: 'Old123!', newPassword: 'abc', newPasswordConfirmation: 'abc' };
    const r = await h.run(CHANGE, { variables: { input: short }, cookie: h.sessionCookie(MANAGER) });
    expect(r.data?.changePassword).toEqual({
      ok: false,
      userErrors: [{ field: 'newPassword', message: 'The new password must be at least 6 characters long' }],
    });
    expect(r.calls.filter((c) => c.includes('change-password'))).toEqual([]);
  });

  it('is UNAUTHENTICATED when signed out', async () => {
    const r = await h.run(CHANGE, { variables: { input } });
    expect(codes(r)).toEqual(['UNAUTHENTICATED']);
    expect(r.calls).toEqual([]);
  });
});
