import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { UpstreamClient, type UpstreamStats } from './http-client';

// The client against real sockets: timeouts and refused connections come from
// undici itself here, not from a mock.

let server: Server;
let port: number;
let hits: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    if (req.url === '/hang') return; // never answers
    if (req.url?.startsWith('/too-long')) {
      res.writeHead(431).end();
      return;
    }
    if (req.url === '/cut') {
      // Headers promise 100 bytes; the connection drops after 10.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"items":[');
      setTimeout(() => res.destroy(), 20);
      return;
    }
    if (req.url === '/large') {
      // Many chunks, with 'é' (two bytes in UTF-8) split across writes.
      const text = JSON.stringify({ names: Array.from({ length: 20_000 }, (_, i) => `Zoé ${i}`) });
      const bytes = Buffer.from(text);
      res.writeHead(200, { 'content-type': 'application/json' });
      for (let at = 0; at < bytes.length; at += 4097) res.write(bytes.subarray(at, at + 4097));
      res.end();
      return;
    }
    if (req.url === '/flaky' && hits === 1) {
      res.writeHead(503).end('{}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, url: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  hits = 0;
});

const stats = (): UpstreamStats => ({ calls: [] });

async function failure(promise: Promise<unknown>): Promise<GraphQLError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('UpstreamClient', () => {
  it('keeps a base path and encodes the query', async () => {
    const client = new UpstreamClient({ name: 'operator API', baseUrl: `http://127.0.0.1:${port}/api/`, timeoutMs: 1000 });
    const res = await client.request({ method: 'GET', path: '/users', query: { term: 'a b&c', page: 1, empty: '' } }, null, stats());
    expect(res.body).toEqual({ ok: true, url: '/api/users?term=a%20b%26c&page=1' });
    await client.close();
  });

  it('times out a silent upstream → UPSTREAM_UNAVAILABLE, without retrying', async () => {
    const client = new UpstreamClient({ name: 'operator API', baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 150 });
    const s = stats();
    const error = await failure(client.request({ method: 'GET', path: '/hang' }, null, s));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('The operator API is not responding. Please try again.');
    expect(s.calls).toEqual(['GET /hang']);
    await client.close();
  });

  it('retries a GET after a 5xx', async () => {
    const client = new UpstreamClient({ name: 'operator API', baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1000 });
    const s = stats();
    const res = await client.request({ method: 'GET', path: '/flaky' }, null, s);
    expect(res.status).toBe(200);
    expect(s.calls).toEqual(['GET /flaky', 'GET /flaky']);
    await client.close();
  });

  it('reads a long answer whole, a character split between chunks intact', async () => {
    const client = new UpstreamClient({ name: 'operator API', baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1000 });
    const res = await client.request({ method: 'GET', path: '/large' }, null, stats());
    const names = (res.body as { names: string[] }).names;
    expect(names).toHaveLength(20_000);
    expect(names.every((name, i) => name === `Zoé ${i}`)).toBe(true);
    await client.close();
  });

  it('maps an answer cut short → UPSTREAM_UNAVAILABLE, without asking again', async () => {
    const client = new UpstreamClient({ name: 'operator API', baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1000 });
    const s = stats();
    const error = await failure(client.request({ method: 'GET', path: '/cut' }, null, s));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(s.calls).toEqual(['GET /cut']);
    await client.close();
  });

  it('maps a refused connection → UPSTREAM_UNAVAILABLE after bounded retries', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = new UpstreamClient({ name: 'operator API', baseUrl: `http://127.0.0.1:${closedPort}`, timeoutMs: 500 });
    const s = stats();
    const error = await failure(client.request({ method: 'GET', path: '/users' }, null, s));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(s.calls).toHaveLength(3);
    await client.close();
  });

  it('maps a 431 (headers or URL too long) to BAD_USER_INPUT, not an outage', async () => {
    const client = new UpstreamClient({ name: 'operator API', baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1000 });
    const error = await failure(client.request({ method: 'GET', path: '/too-long' }, null, stats()));
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(hits).toBe(1);
    await client.close();
  });

  it('sends the session headers', async () => {
    const seen: Record<string, unknown> = {};
    const echo = createServer((req, res) => {
      seen.authorization = req.headers.authorization;
      seen.activation = req.headers['activation-token'];
      res.end('{}');
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const client = new UpstreamClient({
      name: 'operator API',
      baseUrl: `http://127.0.0.1:${(echo.address() as AddressInfo).port}`,
      timeoutMs: 500,
    });
    await client.request({ method: 'POST', path: '/x', body: {} }, { accessToken: 't', activationToken: 'AB12' }, stats());
    expect(seen).toEqual({ authorization: 'Bearer t', activation: 'AB12' });
    await client.close();
    echo.closeAllConnections();
    await new Promise((resolve) => echo.close(resolve));
  });
});
