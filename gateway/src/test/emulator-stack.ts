import { FormData, request } from 'undici';
import { loadConfig } from '../config';
import { createGateway, type Gateway } from '../server';
import { createInProcessEmulator, type InProcessEmulator } from './emulator';
import { TEST_SECRET } from './harness';

// The gateway in front of the in-process emulator, both on free ports, for the
// integration tests of a file: set up once before its tests, closed after, and
// signed in as the admin (activation code TEST) with bearer headers.

export type GqlAnswer = { data?: any; errors?: any[]; extensions?: Record<string, unknown> };

export interface EmulatorStack {
  readonly emulatorUrl: string;
  /** The gateway's base URL. */
  readonly base: string;
  /** The admin's bearer and activation headers. */
  readonly auth: Record<string, string>;
  /** The gateway under test (to reach its services). */
  readonly gateway: Gateway;
  /** As the admin, or as whoever `headers` (from `signIn`) belong to. */
  gql(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GqlAnswer>;
  /** Gives the user these fields (`_dev/users/:id`), activates code TEST and signs in: their bearer headers. */
  signIn(user: { id: number; email: string; password: string }, fields?: Record<string, unknown>): Promise<Record<string, string>>;
  /** A GraphQL multipart request with one file, mapped to `filePath` in the variables: as the admin, or as whoever `headers` belong to. */
  upload(
    query: string,
    variables: Record<string, unknown>,
    filePath: string,
    file: { body: Blob; name: string },
    headers?: Record<string, string>,
  ): Promise<GqlAnswer>;
}

/**
 * Starting an emulator and a gateway and signing in is a second's work, but on a 2-core machine
 * running the rest of `npm test` it has passed jest's 5 s hook default: a slow start is not a
 * failure of the code under test, a test still fails on what it asserts.
 */
const STACK_START_MS = 60_000;

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
        // graphql-jit unless GRAPHQL_JIT says otherwise; the parity suite compares it with graphql-js.
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
    stack.auth = await signIn(stack.emulatorUrl, ADMIN);
  }, STACK_START_MS);
  afterAll(async () => {
    await gateway.close();
    await emulator.close();
  }, STACK_START_MS);

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
    get gateway() {
      return gateway;
    },
    async gql(query, variables, headers = stack.auth) {
      const res = await request(`${stack.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.body.json()) as GqlAnswer;
    },
    signIn: (user, fields) => signIn(stack.emulatorUrl, user, fields),
    async upload(query, variables, filePath, file, headers = stack.auth) {
      const form = new FormData();
      form.set('operations', JSON.stringify({ query, variables }));
      form.set('map', JSON.stringify({ 0: [filePath] }));
      form.set('0', file.body, file.name);
      const res = await request(`${stack.base}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'apollo-require-preflight': 'true' },
        body: form,
      });
      return (await res.body.json()) as GqlAnswer;
    },
  };
}

const ADMIN = { id: 1, email: 'admin@example.com', password: 'Admin123!' };

/** Gives the user these fields, activates code TEST and signs in at the emulator: their bearer headers. */
export async function signIn(
  emulatorUrl: string,
  user: { id: number; email: string; password: string },
  fields: Record<string, unknown> = {},
): Promise<Record<string, string>> {
  const json = { 'content-type': 'application/json' };
  await request(`${emulatorUrl}/_dev/users/${user.id}`, {
    method: 'PATCH',
    headers: json,
    body: JSON.stringify({ ...fields, activatedCodes: ['TEST'] }),
  }).then((r) => r.body.dump());
  const login = await request(`${emulatorUrl}/auth/login`, {
    method: 'POST',
    headers: { ...json, 'activation-token': 'TEST' },
    body: JSON.stringify({ username: user.email, password: user.password }),
  });
  const { access_token } = (await login.body.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, 'activation-token': 'TEST' };
}
