import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { Client, MockAgent, request } from 'undici';
import { loadConfig } from '../config';
import { createGateway, type Gateway } from '../server';
import { ADMIN } from '../test/fixtures';
import { TEST_SECRET, UPSTREAM } from '../test/harness';

// The real HTTP stack on port 0: Express, security headers, CSRF prevention,
// cookies, static web app and GraphiQL. Upstreams are still a MockAgent.

let webDist: string;
let agent: MockAgent;
let gateway: Gateway;
let base: string;

function start(env: Record<string, string> = {}) {
  agent = new MockAgent();
  agent.disableNetConnect();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      GRAPHQL_JIT: process.env.GRAPHQL_JIT ?? 'true',
      LOG_LEVEL: 'silent',
      UPSTREAM_API_URL: UPSTREAM,
      SESSION_SECRET: TEST_SECRET,
      WEB_DIST: webDist,
      CORS_ORIGINS: 'https://admin.example.com',
      ...env,
    },
    () => {},
  );
  gateway = createGateway(config, { dispatcher: agent });
  return gateway.listen(0, '127.0.0.1').then(({ url }) => {
    base = url;
  });
}

beforeAll(() => {
  webDist = mkdtempSync(path.join(tmpdir(), 'gateway-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(webDist, 'graphiql.html'), '<!doctype html><title>graphiql</title>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
afterEach(async () => {
  await gateway.close();
  await agent.close();
});

async function graphql(body: object, headers: Record<string, string> = {}) {
  const res = await request(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.statusCode, headers: res.headers, json: (await res.body.json()) as any };
}

function setCookies(headers: Record<string, string | string[] | undefined>): string[] {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value : value ? [value] : [];
}

describe('over HTTP', () => {
  beforeEach(() => start());

  it('signIn + activate set HttpOnly SameSite=Strict cookies, and the session works', async () => {
    const upstream = agent.get(UPSTREAM);
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
    const res = await request(`${base}/healthz`);
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toMatchObject({ status: 'ok' });
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
    const res = await request(`${base}/graphql?query=${encodeURIComponent('{ ok }')}`);
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
    const simple = await request(`${base}/graphql`, {
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
    const listed = await request(`${base}/graphql`, {
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
    const route = await request(`${base}/home/all-users?page=2`);
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(await route.body.text()).toContain('<title>app</title>');
    const asset = await request(`${base}/assets/index-abc123.js`);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await asset.body.dump();
    const missing = await request(`${base}/assets/missing-1.js`);
    expect(missing.statusCode).toBe(404);
    await missing.body.dump();
  });

  it('serves the build-time brotli variant to browsers that accept it, the plain file to others', async () => {
    const compressed = await request(`${base}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await compressed.body.arrayBuffer())).toString()).toBe('console.log(1)');
    const plain = await request(`${base}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(await plain.body.text()).toBe('console.log(1)');
  });

  it('serves GraphiQL from the web build with a CSP relaxed for its editor only', async () => {
    const res = await request(`${base}/graphiql`);
    expect(res.statusCode).toBe(200);
    expect(await res.body.text()).toContain('<title>graphiql</title>');
    expect(res.headers['content-security-policy']).toContain("'unsafe-eval'");
    expect(res.headers['content-security-policy']).toContain('worker-src');
  });
});

describe('configuration-dependent HTTP behaviour', () => {
  it('answers 404 with a clear text when GraphiQL is disabled', async () => {
    await start({ GRAPHIQL: 'false' });
    const res = await request(`${base}/graphiql`);
    expect(res.statusCode).toBe(404);
    expect(await res.body.text()).toMatch(/GraphiQL is disabled/);
  });

  it('marks cookies Secure and sends HSTS behind a trusted https proxy', async () => {
    await start({ TRUST_PROXY: 'true' });
    agent.get(UPSTREAM).intercept({ path: '/auth/logout', method: 'POST' }).reply(200, {});
    const res = await graphql({ query: 'mutation { signOut { ok } }' }, { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(setCookies(res.headers)[0]).toContain('Secure');
  });
});

describe('the HTTP layer under bad input', () => {
  beforeEach(() => start());

  it('answers a body over 1 MB with 413 and serves the next request on the same client at once', async () => {
    const client = new Client(base, { pipelining: 1, connections: 1 } as Client.Options);
    try {
      const big = await client.request({
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ ok } #${'x'.repeat(2 * 1024 * 1024)}` }),
      });
      expect(big.statusCode).toBe(413);
      expect(big.headers.connection).toBe('close');
      await big.body.dump();
      const next = await client.request({ path: '/healthz', method: 'GET' });
      expect(next.statusCode).toBe(200);
      await next.body.dump();
    } finally {
      await client.close();
    }
  });

  it.each(['/exports/translations/%E0%A4%A', '/exports/seo/%E0%A4%A', '/upstream-images/configuration-images/%E0%A4%A'])(
    'answers a malformed escape in %s with a plain 400, no stack, no server path',
    async (path) => {
      const res = await request(`${base}${path}`);
      const text = await res.body.text();
      expect(res.statusCode).toBe(400);
      expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
      expect(text).toBe('Bad request\n');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('sends a fresh x-request-id on every response, and ignores a client-sent one without a trusted proxy', async () => {
    const a = await graphql({ query: '{ ok }' }, { 'x-request-id': 'forged-id' });
    const b = await graphql({ query: '{ ok }' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
  });
});

describe('served from a folder whose path has a dot-folder in it', () => {
  let dotted: string;
  beforeAll(() => {
    dotted = path.join(mkdtempSync(path.join(tmpdir(), 'gateway-')), '.projects', 'backoffice');
    mkdirSync(dotted, { recursive: true });
    writeFileSync(path.join(dotted, 'index.html'), '<!doctype html><title>dotted app</title>');
    writeFileSync(path.join(dotted, 'graphiql.html'), '<!doctype html><title>dotted graphiql</title>');
  });

  it('serves the app and GraphiQL (send refuses dot-folders in absolute paths)', async () => {
    await start({ WEB_DIST: dotted });
    for (const [route, title] of [
      ['/', 'dotted app'],
      ['/home/websites', 'dotted app'],
      ['/graphiql', 'dotted graphiql'],
    ]) {
      const res = await request(`${base}${route}`);
      expect(res.statusCode).toBe(200);
      expect(await res.body.text()).toContain(title);
    }
  });

  it('takes the request id a trusted proxy sent', async () => {
    await start({ WEB_DIST: dotted, TRUST_PROXY: 'loopback' });
    const res = await graphql({ query: '{ ok }' }, { 'x-request-id': 'lb-1234' });
    expect(res.headers['x-request-id']).toBe('lb-1234');
  });
});

describe('client mistakes are client errors', () => {
  let lines: string[];
  beforeEach(async () => {
    lines = [];
    agent = new MockAgent();
    agent.disableNetConnect();
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'info', UPSTREAM_API_URL: UPSTREAM, SESSION_SECRET: TEST_SECRET, WEB_DIST: webDist },
      () => {},
    );
    gateway = createGateway(config, { dispatcher: agent, logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }) });
    base = (await gateway.listen(0, '127.0.0.1')).url;
  });

  it.each([
    [{ query: '{ ok }', extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }, 'provided sha does not match query'],
    [
      { query: '{ ok }', extensions: { persistedQuery: { version: 2, sha256Hash: 'a'.repeat(64) } } },
      'Unsupported persisted query version',
    ],
  ])('answers a persisted-query mistake with 400 BAD_REQUEST, logged as a client error', async (body, message) => {
    const res = await graphql(body);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ message, extensions: { code: 'BAD_REQUEST' } }]);
    const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    expect(logged.some((l) => l.msg === 'client error in GraphQL request')).toBe(true);
  });

  it('refuses a body that is not UTF-8 instead of storing U+FFFD', async () => {
    const latin1 = Buffer.concat([Buffer.from('{"query":"{ ok }","variables":{"x":"caf'), Buffer.from([0xe9]), Buffer.from('"}}')]);
    const res = await request(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: latin1 });
    expect(res.statusCode).toBe(400);
    expect(await res.body.json()).toEqual({
      errors: [{ message: 'The request body is not valid UTF-8', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});
