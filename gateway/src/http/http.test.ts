import { brotliDecompressSync } from 'node:zlib';
import { request } from 'undici';
import { ADMIN } from '../test/fixtures';
import { UPSTREAM } from '../test/harness';
import { useHttpStack } from '../test/http-stack';

// The real HTTP stack on port 0: security headers, CSRF prevention, CORS,
// cookies, the static web app and GraphiQL. Upstreams are still a MockAgent.

const stack = useHttpStack();
const { start, graphql } = stack;

function setCookies(headers: Record<string, string | string[] | undefined>): string[] {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value : value ? [value] : [];
}

describe('over HTTP', () => {
  beforeEach(() => start());

  it('signIn + activate set HttpOnly SameSite=Strict cookies, and the session works', async () => {
    const upstream = stack.agent.get(UPSTREAM);
    upstream.intercept({ path: '/auth/login', method: 'POST' }).reply(200, '');
    const signIn = await graphql({
      query: 'mutation ($i: SignInInput!) { signIn(input: $i) { status } }',
      variables: { i: { email: 'admin@example.com', password: 'Admin123!' } },
    });
    expect(signIn.json.data.signIn.status).toBe('ACTIVATION_REQUIRED');

    upstream.intercept({ path: '/auth/activate', method: 'POST' }).reply(200, { access_token: 'tok', user: ADMIN });
    const activated = await graphql({
      query: 'mutation ($i: ActivateInput!) { activate(input: $i) { viewer { email } } }',
      variables: { i: { email: 'admin@example.com', code: 'AB12' } },
    });
    const cookies = setCookies(activated.headers);
    expect(cookies).toHaveLength(2);
    for (const c of cookies) {
      expect(c).toContain('HttpOnly');
      expect(c).toContain('SameSite=Strict');
      expect(c).not.toContain('Secure');
    }
    const cookieHeader = cookies.map((c) => c.split(';')[0]).join('; ');
    upstream
      .intercept({ path: '/auth/check-auth', method: 'POST', headers: { authorization: 'Bearer tok', 'activation-token': 'AB12' } })
      .reply(200, { user: ADMIN });
    const me = await graphql({ query: '{ viewer { email } }' }, { cookie: cookieHeader });
    expect(me.json.data.viewer).toEqual({ email: 'admin@example.com' });
  });

  it('sends the CSP and hardening headers, without HSTS over plain http', async () => {
    const res = await request(`${stack.base}/healthz`);
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toMatchObject({
      status: 'ok',
      sharedState: { engine: 'memory', ok: true },
      // The replica's cache budget (CACHE_BUDGET_MB, 64 by default) and each cache's share of it.
      memory: {
        cacheBudget: {
          budgetBytes: 64 * 1024 * 1024,
          caches: { compiledTexts: { share: 0.4, budget: Math.floor(0.4 * 64 * 1024 * 1024) } },
        },
        timeZones: { zones: Intl.supportedValuesOf('timeZone').length + 1 },
      },
    });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'; script-src 'self';");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
  });

  it('answers /graphql with the short API policy: nothing loads, nothing frames', async () => {
    const res = await graphql({ query: '{ viewer { id } }' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rejects a GET query without a preflight header (CSRF prevention)', async () => {
    const res = await request(`${stack.base}/graphql?query=${encodeURIComponent('{ ok }')}`);
    expect(res.statusCode).toBe(400);
    expect(await res.body.text()).toMatch(/CSRF/i);
  });

  it('answers an operation name the document lacks with the standard 400, as GraphiQL sends after an edit', async () => {
    const stale = await graphql({ query: '{ ok }', operationName: 'Example' });
    expect(stale.status).toBe(400);
    expect(stale.json.errors).toEqual([
      expect.objectContaining({
        message: 'Unknown operation named "Example".',
        extensions: expect.objectContaining({ code: 'OPERATION_RESOLUTION_FAILURE' }),
      }),
    ]);
    const ambiguous = await graphql({ query: 'query A { ok } query B { ok }' });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.json.errors[0].message).toBe('Must provide operation name if query contains multiple operations.');
    const named = await graphql({ query: 'query A { ok } query B { ok }', operationName: 'B' });
    expect(named.json).toEqual({ data: { ok: true } });
  });

  it('rejects a simple (text/plain) POST, accepts JSON', async () => {
    const simple = await request(`${stack.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ ok }' }),
    });
    expect(simple.statusCode).toBe(400);
    expect(await simple.body.text()).toMatch(/CSRF/i);
    const json = await graphql({ query: '{ ok }' });
    expect(json.status).toBe(200);
    expect(json.json).toEqual({ data: { ok: true } });
  });

  it('allows credentialed CORS for listed origins only', async () => {
    const listed = await request(`${stack.base}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://admin.example.com', 'access-control-request-method': 'POST' },
    });
    expect(listed.statusCode).toBe(204);
    expect(listed.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    expect(listed.headers['access-control-allow-credentials']).toBe('true');
    const other = await graphql({ query: '{ ok }' }, { origin: 'https://evil.example.com' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the SPA: index.html for app routes, immutable hashed assets, 404 for missing files', async () => {
    const route = await request(`${stack.base}/home/all-users?page=2`);
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(await route.body.text()).toContain('<title>app</title>');
    const asset = await request(`${stack.base}/assets/index-abc123.js`);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await asset.body.dump();
    const missing = await request(`${stack.base}/assets/missing-1.js`);
    expect(missing.statusCode).toBe(404);
    await missing.body.dump();
  });

  it('serves the build-time brotli variant to browsers that accept it, the plain file to others', async () => {
    const compressed = await request(`${stack.base}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await compressed.body.arrayBuffer())).toString()).toBe('console.log(1)');
    const plain = await request(`${stack.base}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(await plain.body.text()).toBe('console.log(1)');
  });

  it('serves GraphiQL from the web build with a CSP relaxed for its editor only', async () => {
    const res = await request(`${stack.base}/graphiql`);
    expect(res.statusCode).toBe(200);
    expect(await res.body.text()).toContain('<title>graphiql</title>');
    expect(res.headers['content-security-policy']).toContain("'unsafe-eval'");
    expect(res.headers['content-security-policy']).toContain('worker-src');
  });
});

describe('configuration-dependent HTTP behaviour', () => {
  it('answers 404 with a clear text when GraphiQL is disabled', async () => {
    await start({ GRAPHIQL: 'false' });
    const res = await request(`${stack.base}/graphiql`);
    expect(res.statusCode).toBe(404);
    expect(await res.body.text()).toMatch(/GraphiQL is disabled/);
  });

  it('answers a listed origin with credentialed CORS, and any other with none', async () => {
    await start({ CORS_ORIGINS: 'https://admin.example' });
    const listed = await graphql({ query: '{ __typename }' }, { origin: 'https://admin.example' });
    expect(listed.status).toBe(200);
    expect(listed.headers['access-control-allow-origin']).toBe('https://admin.example');
    expect(listed.headers['access-control-allow-credentials']).toBe('true');
    expect(listed.headers['vary']).toBe('Origin');
    const other = await graphql({ query: '{ __typename }' }, { origin: 'https://elsewhere.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['vary']).toBe('Origin');
    const preflight = await request(`${stack.base}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://admin.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
    expect(preflight.headers['access-control-allow-headers']).toContain('content-type');
    await preflight.body.dump();
  });

  it('marks cookies Secure and sends HSTS behind a trusted https proxy', async () => {
    await start({ TRUST_PROXY: 'true' });
    stack.agent.get(UPSTREAM).intercept({ path: '/auth/logout', method: 'POST' }).reply(200, {});
    const res = await graphql({ query: 'mutation { signOut { ok } }' }, { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(setCookies(res.headers)[0]).toContain('Secure');
  });
});
