import { useHarness } from '../../test/harness';
import { ADMIN } from '../../test/fixtures';
import { ACTIVATION_COOKIE, SESSION_COOKIE } from '../../access/session';

const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      status
      viewer {
        id
        email
        role
      }
      userErrors {
        field
        message
      }
    }
  }
`;
const ACTIVATE = /* GraphQL */ `
  mutation Activate($input: ActivateInput!) {
    activate(input: $input) {
      viewer {
        id
        email
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const h = useHarness();

function cookieValue(setCookies: string[], name: string): string | undefined {
  const line = setCookies.find((c) => c.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

describe('signIn', () => {
  it('answers ACTIVATION_REQUIRED when the upstream returns an empty body', async () => {
    h.upstream.intercept({ path: '/auth/login', method: 'POST' }).reply(200, '');
    const r = await h.run(SIGN_IN, { variables: { input: { email: 'admin@example.com', password: 'Admin123!' } } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.signIn).toEqual({ status: 'ACTIVATION_REQUIRED', viewer: null, userErrors: [] });
    expect(r.setCookies).toEqual([]);
  });

  it('signs in with the activation cookie and sets the encrypted session cookie', async () => {
    const activation = h.gateway.services.codec.encodeActivation([['admin@example.com', 'ZX90']]);
    h.upstream
      .intercept({
        path: '/auth/login',
        method: 'POST',
        headers: { 'activation-token': 'ZX90' },
        body: JSON.stringify({ username: 'admin@example.com', password: 'Admin123!' }),
      })
      .reply(200, { access_token: 'tok-1', user: ADMIN });
    const r = await h.run(SIGN_IN, {
      variables: { input: { email: 'admin@example.com', password: 'Admin123!' } },
      cookie: `${ACTIVATION_COOKIE}=${activation}`,
    });
    expect(r.data?.signIn).toEqual({
      status: 'SIGNED_IN',
      viewer: { id: '1', email: 'admin@example.com', role: 'ADMIN' },
      userErrors: [],
    });
    const value = cookieValue(r.setCookies, SESSION_COOKIE)!;
    expect(value).not.toContain('tok-1');
    expect(h.gateway.services.codec.decodeSession(value)).toMatchObject({
      accessToken: 'tok-1',
      activationToken: 'ZX90',
      email: 'admin@example.com',
      userId: '1',
    });
    expect(r.setCookies[0]).toMatch(/; HttpOnly; SameSite=Strict$/);
  });

  it('turns a wrong password (401) into a userError, not UNAUTHENTICATED', async () => {
    h.upstream
      .intercept({ path: '/auth/login', method: 'POST' })
      .reply(401, { statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized' });
    const r = await h.run(SIGN_IN, { variables: { input: { email: 'admin@example.com', password: 'nope' } } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.signIn).toEqual({
      status: null,
      viewer: null,
      userErrors: [{ field: null, message: 'Invalid credentials' }],
    });
  });
});

describe('activate', () => {
  it('sets the session and the long-lived activation cookie', async () => {
    h.upstream
      .intercept({
        path: '/auth/activate',
        method: 'POST',
        body: JSON.stringify({ email: 'admin@example.com', activationToken: 'QW12' }),
      })
      .reply(200, { access_token: 'tok-2', user: ADMIN });
    const r = await h.run(ACTIVATE, { variables: { input: { email: 'admin@example.com', code: 'QW12' } } });
    expect(r.data?.activate).toEqual({ viewer: { id: '1', email: 'admin@example.com' }, userErrors: [] });
    const activation = r.setCookies.find((c) => c.startsWith(`${ACTIVATION_COOKIE}=`))!;
    expect(activation).toContain('Max-Age=31536000');
    expect(activation).toContain('HttpOnly; SameSite=Strict');
    const codes = h.gateway.services.codec.decodeActivation(cookieValue(r.setCookies, ACTIVATION_COOKIE));
    expect(codes).toEqual([['admin@example.com', 'QW12']]);
    const session = h.gateway.services.codec.decodeSession(cookieValue(r.setCookies, SESSION_COOKIE));
    expect(session).toMatchObject({ accessToken: 'tok-2', activationToken: 'QW12' });
  });

  it('reports a wrong code as a userError', async () => {
    h.upstream
      .intercept({ path: '/auth/activate', method: 'POST' })
      .reply(400, { statusCode: 400, message: 'Invalid activation token', error: 'Bad Request' });
    const r = await h.run(ACTIVATE, { variables: { input: { email: 'admin@example.com', code: 'XXXX' } } });
    expect(r.data?.activate).toEqual({ viewer: null, userErrors: [{ field: null, message: 'Invalid activation token' }] });
    expect(r.setCookies).toEqual([]);
  });
});

describe('signOut', () => {
  it('calls the upstream logout and clears only the session cookie', async () => {
    h.upstream
      .intercept({ path: '/auth/logout', method: 'POST', body: JSON.stringify({ email: 'admin@example.com' }) })
      .reply(200, { message: 'Logged out' });
    const r = await h.run('mutation { signOut { ok } }', { cookie: h.sessionCookie(ADMIN) });
    expect(r.data?.signOut).toEqual({ ok: true });
    expect(r.setCookies).toHaveLength(1);
    expect(r.setCookies[0]).toMatch(/^bo_session=; Path=\/; Max-Age=0/);
  });

  it('still signs out when the upstream logout fails', async () => {
    h.upstream.intercept({ path: '/auth/logout', method: 'POST' }).reply(500, { statusCode: 500 });
    const r = await h.run('mutation { signOut { ok } }', { cookie: h.sessionCookie(ADMIN) });
    expect(r.errors).toBeUndefined();
    expect(r.data?.signOut).toEqual({ ok: true });
  });
});
