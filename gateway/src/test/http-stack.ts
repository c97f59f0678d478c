import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Logger } from 'pino';
import { MockAgent, request } from 'undici';
import { loadConfig } from '../config';
import { createGateway, type Gateway } from '../server';
import { TEST_SECRET, UPSTREAM } from './harness';

// The real HTTP stack on port 0 for the tests of a file: Express, security
// headers, CSRF prevention, cookies, a small built web app and GraphiQL.
// Upstreams are still a MockAgent. `start` once per test (with its env),
// closed after each.

export interface HttpStack {
  readonly base: string;
  readonly agent: MockAgent;
  /** A folder holding index.html, graphiql.html and one hashed asset with its .br. */
  readonly webDist: string;
  start(env?: Record<string, string>, logger?: Logger): Promise<void>;
  graphql(body: object, headers?: Record<string, string>): Promise<{ status: number; headers: Record<string, any>; json: any }>;
}

export function useHttpStack(): HttpStack {
  const state = { base: '', agent: undefined as MockAgent | undefined, webDist: '', gateway: undefined as Gateway | undefined };

  beforeAll(() => {
    state.webDist = mkdtempSync(path.join(tmpdir(), 'gateway-web-'));
    mkdirSync(path.join(state.webDist, 'assets'));
    writeFileSync(path.join(state.webDist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(state.webDist, 'graphiql.html'), '<!doctype html><title>graphiql</title>');
    writeFileSync(path.join(state.webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(state.webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  });
  afterAll(() => rmSync(state.webDist, { recursive: true, force: true }));
  afterEach(async () => {
    await state.gateway?.close();
    await state.agent?.close();
    state.gateway = undefined;
  });

  return {
    get base() {
      return state.base;
    },
    get agent() {
      return state.agent!;
    },
    get webDist() {
      return state.webDist;
    },
    async start(env = {}, logger) {
      state.agent = new MockAgent();
      state.agent.disableNetConnect();
      const config = loadConfig(
        {
          NODE_ENV: 'test',
          GRAPHQL_JIT: process.env.GRAPHQL_JIT ?? 'true',
          LOG_LEVEL: 'silent',
          UPSTREAM_API_URL: UPSTREAM,
          SESSION_SECRET: TEST_SECRET,
          WEB_DIST: state.webDist,
          CORS_ORIGINS: 'https://admin.example.com',
          // Mocked upstreams with exact interceptors: the activity store's snapshot reads stay out (see harness.ts).
          AUDIT: 'false',
          ...env,
        },
        () => {},
      );
      state.gateway = createGateway(config, { dispatcher: state.agent, logger });
      state.base = (await state.gateway.listen(0, '127.0.0.1')).url;
    },
    async graphql(body, headers = {}) {
      const res = await request(`${state.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { status: res.statusCode, headers: res.headers, json: await res.body.json() };
    },
  };
}
