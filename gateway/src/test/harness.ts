import { MockAgent, type Interceptable } from 'undici';
import type { FormattedExecutionResult } from 'graphql';
import type { Logger } from 'pino';
import { loadConfig } from '../config';
import { createGateway, type Gateway } from '../server';
import type { Session } from '../access/session';
import { SESSION_COOKIE } from '../access/session';

// A gateway wired exactly as in production, with every upstream replaced by an
// undici MockAgent (no network). Operations run through
// `apollo.executeOperation` with a context built like the real one.

export const UPSTREAM = 'http://upstream.test';
export const TEST_SECRET = 'test-session-secret-0123456789abcdef-0123456789';

export interface RunResult {
  data: Record<string, any> | null | undefined;
  errors: FormattedExecutionResult['errors'];
  setCookies: string[];
  /** Upstream calls made by this operation, as `METHOD /path`. */
  calls: string[];
}

export interface Harness {
  gateway: Gateway;
  agent: MockAgent;
  upstream: Interceptable;
  run(
    query: string,
    options?: { variables?: Record<string, unknown>; cookie?: string; headers?: Record<string, string>; clientIp?: string },
  ): Promise<RunResult>;
  /** A Cookie header for a signed-in session of this upstream user. */
  sessionCookie(user: { id: number; email: string }, extra?: Partial<Session>): string;
  /** Answers the next `/auth/check-auth` with this user. */
  expectCheckAuth(user: object, token?: string): void;
  close(): Promise<void>;
}

export function createHarness(env: Record<string, string> = {}, logger?: Logger): Harness {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      // The suite runs with graphql-jit and again with graphql-js (scripts/test.mjs).
      GRAPHQL_JIT: process.env.GRAPHQL_JIT ?? 'true',
      LOG_LEVEL: 'silent',
      UPSTREAM_API_URL: UPSTREAM,
      SESSION_SECRET: TEST_SECRET,
      UPSTREAM_TIMEOUT_MS: '1000',
      VIEWER_CACHE_MS: '0',
      WEB_DIST: '/nonexistent-web-dist',
      // The activity store reads each entity before and after a write: upstream calls these
      // tests' exact interceptors do not expect. The emulator-backed tests cover it.
      AUDIT: 'false',
      ...env,
    },
    () => {},
  );
  const gateway = createGateway(config, { dispatcher: agent, logger });
  const upstream = agent.get(UPSTREAM);

  return {
    gateway,
    agent,
    upstream,
    async run(query, options = {}) {
      const setCookies: string[] = [];
      const headers: Record<string, string> = { ...options.headers };
      if (options.cookie) headers.cookie = options.cookie;
      const contextValue = gateway.createContext({ headers, secure: false, clientIp: () => options.clientIp }, (c) => setCookies.push(c));
      const response = await gateway.apollo.executeOperation({ query, variables: options.variables }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      const { data, errors } = response.body.singleResult;
      return { data, errors, setCookies, calls: contextValue.stats.calls };
    },
    sessionCookie(user, extra = {}) {
      const value = gateway.services.codec.encodeSession({
        accessToken: `token-${user.id}`,
        activationToken: 'AB12',
        email: user.email,
        userId: String(user.id),
        ...extra,
      });
      return `${SESSION_COOKIE}=${value}`;
    },
    expectCheckAuth(user: { id?: unknown }, token = `token-${String(user.id)}`) {
      upstream
        .intercept({
          path: '/auth/check-auth',
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'activation-token': 'AB12' },
        })
        .reply(200, { user });
    },
    async close() {
      await gateway.close();
      await agent.close();
    },
  };
}

/**
 * A fresh harness for every test of the calling file, closed after each one,
 * with a check that every stubbed upstream call was made. The returned object
 * always speaks to the current test's harness.
 */
export function useHarness(env: Record<string, string> = {}): Harness {
  let current: Harness | undefined;
  beforeEach(() => {
    current = createHarness(env);
  });
  afterEach(async () => {
    current!.agent.assertNoPendingInterceptors();
    await current!.close();
  });
  const now = () => {
    if (!current) throw new Error('useHarness: the harness exists only inside a test');
    return current;
  };
  return {
    get gateway() {
      return now().gateway;
    },
    get agent() {
      return now().agent;
    },
    get upstream() {
      return now().upstream;
    },
    run: (query, options) => now().run(query, options),
    sessionCookie: (user, extra) => now().sessionCookie(user, extra),
    expectCheckAuth: (user, token) => now().expectCheckAuth(user, token),
    close: () => now().close(),
  };
}

/** The error codes of a result, in order. */
export function codes(result: RunResult): unknown[] {
  return (result.errors ?? []).map((e) => e.extensions?.code);
}
