import { FormData, request } from 'undici';
import { loadConfig } from '../config';
import { createGateway, type Gateway } from '../server';
import { createInProcessEmulator, type InProcessEmulator } from './emulator';
import { TEST_SECRET } from './harness';

// The gateway in front of the in-process emulator, both on free ports, for the
// integration tests of a file: set up once before its tests, closed after, and
// signed in as the admin (activation code TEST) with bearer headers.

export type GqlAnswer = { data?: any; errors?: any[] };

export interface EmulatorStack {
  readonly emulatorUrl: string;
  /** The gateway's base URL. */
  readonly base: string;
  /** The admin's bearer and activation headers. */
  readonly auth: Record<string, string>;
  gql(query: string, variables?: Record<string, unknown>): Promise<GqlAnswer>;
  /** A GraphQL multipart request with one file, mapped to `filePath` in the variables. */
  upload(query: string, variables: Record<string, unknown>, filePath: string, file: { body: Blob; name: string }): Promise<GqlAnswer>;
}

export function useEmulatorStack(env: Record<string, string> = {}): EmulatorStack {
  let emulator: InProcessEmulator;
  let gateway: Gateway;
  const stack = { emulatorUrl: '', base: '', auth: {} as Record<string, string> };

  beforeAll(async () => {
    emulator = createInProcessEmulator();
    stack.emulatorUrl = await emulator.listen(0, '127.0.0.1');
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        // The suite runs with graphql-jit and again with graphql-js (scripts/test.mjs).
        GRAPHQL_JIT: process.env.GRAPHQL_JIT ?? 'true',
        LOG_LEVEL: 'silent',
        UPSTREAM_API_URL: stack.emulatorUrl,
        SESSION_SECRET: TEST_SECRET,
        WEB_DIST: '/nonexistent',
        ...env,
      },
      () => {},
    );
    gateway = createGateway(config);
    stack.base = (await gateway.listen(0, '127.0.0.1')).url;
    stack.auth = await signInAdmin(stack.emulatorUrl);
  });
  afterAll(async () => {
    await gateway.close();
    await emulator.close();
  });

  return {
    get emulatorUrl() {
      return stack.emulatorUrl;
    },
    get base() {
      return stack.base;
    },
    get auth() {
      return stack.auth;
    },
    async gql(query, variables) {
      const res = await request(`${stack.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...stack.auth },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.body.json()) as GqlAnswer;
    },
    async upload(query, variables, filePath, file) {
      const form = new FormData();
      form.set('operations', JSON.stringify({ query, variables }));
      form.set('map', JSON.stringify({ 0: [filePath] }));
      form.set('0', file.body, file.name);
      const res = await request(`${stack.base}/graphql`, {
        method: 'POST',
        headers: { ...stack.auth, 'apollo-require-preflight': 'true' },
        body: form,
      });
      return (await res.body.json()) as GqlAnswer;
    },
  };
}

async function signInAdmin(emulatorUrl: string): Promise<Record<string, string>> {
  const json = { 'content-type': 'application/json' };
  await request(`${emulatorUrl}/_dev/users/1`, { method: 'PATCH', headers: json, body: JSON.stringify({ activatedCodes: ['TEST'] }) }).then(
    (r) => r.body.dump(),
  );
  const login = await request(`${emulatorUrl}/auth/login`, {
    method: 'POST',
    headers: { ...json, 'activation-token': 'TEST' },
    body: JSON.stringify({ username: 'admin@example.com', password: 'Admin123!' }),
  });
  const { access_token } = (await login.body.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, 'activation-token': 'TEST' };
}
