import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { Client, request } from 'undici';
import { useHttpStack } from '../test/http-stack';

// What the HTTP layer does with bad or unusual requests (hardening issue): a
// body too large, malformed escapes, request ids, a checkout under a dot-folder,
// client mistakes answered and logged as such.

const stack = useHttpStack();
const { start, graphql } = stack;

describe('the HTTP layer under bad input', () => {
  beforeEach(() => start());

  it('answers a body over 1 MB with 413 and serves the next request on the same client at once', async () => {
    const client = new Client(stack.base, { pipelining: 1, connections: 1 } as Client.Options);
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
      const res = await request(`${stack.base}${path}`);
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
      const res = await request(`${stack.base}${route}`);
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
    await start({ LOG_LEVEL: 'info' }, pino({ level: 'info' }, { write: (line: string) => lines.push(line) }));
  });

  it('runs a text beside a hash the gateway does not know only when the hash is its own', async () => {
    const sha256Hash = createHash('sha256').update('{ ok }').digest('hex');
    const res = await graphql({ query: '{ ok }', extensions: { persistedQuery: { version: 1, sha256Hash } } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { ok: true } });
    const other = await graphql({ query: '{ ok }', extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } });
    expect(other.status).toBe(400);
    expect(other.json).toEqual({ errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it.each([
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
    const res = await request(`${stack.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: latin1 });
    expect(res.statusCode).toBe(400);
    expect(await res.body.json()).toEqual({
      errors: [{ message: 'The request body is not valid UTF-8', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});
