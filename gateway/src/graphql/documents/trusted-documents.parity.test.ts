import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  OperationTypeNode,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { request } from 'undici';
import { loadConfig } from '../../config';
import { buildSchema } from '../../schema';
import { createGateway, type Gateway } from '../../server';
import { useEmulatorStack } from '../../test/emulator-stack';
import { TEST_SECRET } from '../../test/harness';

// Parity of the trusted-document fast path with Apollo Server's path: every query the app
// persists, sent by hash and sent as text, answers the same status, data and errors; so do the
// error cases a client depends on (masked internal error, UNAUTHENTICATED, FORBIDDEN,
// UPSTREAM_UNAVAILABLE, a userErrors payload, a variables error).

const MANIFEST = path.resolve(__dirname, '../../../../web/src/gql/persisted-documents.json');
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
const schema = buildSchema();
const stack = useEmulatorStack();
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };

interface Answer {
  status: number;
  type: string;
  body: unknown;
}

// A second gateway on the same emulator executing with graphql-js: the graphql-jit switch
// (GRAPHQL_JIT) must not change what a client gets, for any document the app sends.
let plain: Gateway;
let plainBase = '';
beforeAll(async () => {
  const env = {
    NODE_ENV: 'test',
    GRAPHQL_JIT: 'false',
    LOG_LEVEL: 'silent',
    UPSTREAM_API_URL: stack.emulatorUrl,
    SESSION_SECRET: TEST_SECRET,
  };
  plain = createGateway(loadConfig({ ...env, WEB_DIST: '/nonexistent' }, () => {}));
  plainBase = (await plain.listen(0, '127.0.0.1')).url;
});
afterAll(() => plain.close());

async function send(payload: Record<string, unknown>, headers: Record<string, string>, base = stack.base): Promise<Answer> {
  const res = await request(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9', ...headers },
    body: JSON.stringify(payload),
  });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: await res.body.json() };
}

const operationOf = (text: string) =>
  parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
const hashOf = (name: string) => Object.entries(manifest).find(([, text]) => operationOf(text).name?.value === name)![0];

/** The same operation by hash (fast path) and by text (Apollo Server). */
async function bothWays(hash: string, variables: Record<string, unknown>, headers: Record<string, string> = stack.auth) {
  const operationName = operationOf(manifest[hash]!).name?.value;
  const byHash = await send({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, headers);
  const byText = await send({ operationName, variables, query: manifest[hash] }, headers);
  return { byHash, byText };
}

/** A value for a variable's type: required input fields filled, nullable ones left out. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, sample(f.type)]),
    );
  }
  return ({ ID: '1', Int: 1, Float: 1, String: 'ab', Boolean: false } as Record<string, unknown>)[named.name] ?? null;
}

function variablesOf(text: string): Record<string, unknown> | null {
  const operation = operationOf(text);
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    if (getNamedType(type).name === 'Upload') return null;
    if (isNonNullType(type) && !definition.defaultValue) variables[definition.variable.name.value] = sample(type);
  }
  return variables;
}

it('has a manifest to check', () => {
  expect(existsSync(MANIFEST)).toBe(true);
  expect(Object.keys(manifest).length).toBeGreaterThan(50);
});

describe('every persisted query answers the same by hash and by text', () => {
  const queries = Object.entries(manifest).filter(([, text]) => operationOf(text).operation === OperationTypeNode.QUERY);
  it.each(queries.map(([hash, text]) => [operationOf(text).name?.value ?? hash, hash] as const))('%s', async (_name, hash) => {
    const variables = variablesOf(manifest[hash]!);
    if (!variables) return;
    const { byHash, byText } = await bothWays(hash, variables);
    expect(byHash).toEqual(byText);
  });
});

describe('every persisted query answers the same with graphql-jit and with graphql-js', () => {
  const queries = Object.entries(manifest).filter(([, text]) => operationOf(text).operation === OperationTypeNode.QUERY);
  it.each(queries.map(([hash, text]) => [operationOf(text).name?.value ?? hash, hash] as const))('%s', async (_name, hash) => {
    const variables = variablesOf(manifest[hash]!);
    if (!variables) return;
    const payload = { operationName: operationOf(manifest[hash]!).name?.value, variables, query: manifest[hash] };
    const [jit, js] = await Promise.all([send(payload, stack.auth), send(payload, stack.auth, plainBase)]);
    expect(js).toEqual(jit);
  });
});

describe('a text asked for again (compiled, text-documents.ts) answers as Apollo Server did the first time', () => {
  const queries = Object.entries(manifest).filter(([, text]) => operationOf(text).operation === OperationTypeNode.QUERY);
  it.each(queries.map(([hash, text]) => [operationOf(text).name?.value ?? hash, hash] as const))('%s', async (_name, hash) => {
    const variables = variablesOf(manifest[hash]!);
    if (!variables) return;
    // A text of its own (the other blocks send the manifest's): the first request is its first sighting.
    const payload = { operationName: operationOf(manifest[hash]!).name?.value, variables, query: `${manifest[hash]}\n# again` };
    const first = await send(payload, stack.auth);
    const again = await send(payload, stack.auth);
    expect(again).toEqual(first);
  });

  it('takes the compiled path the second time, and leaves a refused text to Apollo', async () => {
    const texts = stack.gateway.textDocuments!;
    const text = `query Twice { viewer { email } } # ${Date.now()}`;
    const before = texts.sizes().compiled;
    await send({ query: text }, stack.auth);
    expect(texts.sizes().compiled).toBe(before);
    await send({ query: text }, stack.auth);
    expect(texts.sizes().compiled).toBe(before + 1);
    const refused = `query Nope { nope } # ${Date.now()}`;
    const first = await send({ query: refused }, stack.auth);
    const again = await send({ query: refused }, stack.auth);
    expect(again).toEqual(first);
    expect(first.status).toBe(400);
    expect(texts.sizes().compiled).toBe(before + 1);
  });
});

describe('the error cases answer the same on both paths', () => {
  const users = () => hashOf('UsersList');

  it('UNAUTHENTICATED without a session', async () => {
    const { byHash, byText } = await bothWays(users(), { page: 1, pageSize: 10 }, {});
    expect(byHash).toEqual(byText);
    expect(JSON.stringify(byHash.body)).toContain('UNAUTHENTICATED');
  });

  it('FORBIDDEN for a manager', async () => {
    const manager = await stack.signIn(MANAGER, { onlinePermissions: null });
    const { byHash, byText } = await bothWays(users(), { page: 1, pageSize: 10 }, manager);
    expect(byHash).toEqual(byText);
    expect(JSON.stringify(byHash.body)).toContain('FORBIDDEN');
  });

  it('UPSTREAM_UNAVAILABLE when the operator API fails', async () => {
    const fault = await request(`${stack.emulatorUrl}/_dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: '500', path: '/users' }),
    });
    await fault.body.dump();
    try {
      const { byHash, byText } = await bothWays(users(), { page: 1, pageSize: 10 });
      expect(byHash).toEqual(byText);
      expect(JSON.stringify(byHash.body)).toContain('UPSTREAM_UNAVAILABLE');
    } finally {
      await request(`${stack.emulatorUrl}/_dev/faults`, { method: 'DELETE' }).then((r) => r.body.dump());
    }
  });

  it('a masked internal error', async () => {
    const api = stack.gateway.services.upstreams.api;
    const original = api.request.bind(api);
    api.request = async (req, auth, stats) => {
      if (req.path === '/users') throw new TypeError('secret detail');
      return original(req, auth, stats);
    };
    try {
      const { byHash, byText } = await bothWays(users(), { page: 1, pageSize: 10 });
      expect(byHash).toEqual(byText);
      expect(JSON.stringify(byHash.body)).toContain('INTERNAL_SERVER_ERROR');
      expect(JSON.stringify(byHash.body)).not.toContain('secret detail');
    } finally {
      api.request = original;
    }
  });

  it('a userErrors payload', async () => {
    const hash = hashOf('CreateIcon');
    const { byHash, byText } = await bothWays(hash, { input: { name: 'football', slugs: ['soccer'] } });
    expect(byHash).toEqual(byText);
    expect(JSON.stringify(byHash.body)).toContain('Icon name football already exists.');
  });

  it('variables that are not an object', async () => {
    const hash = users();
    const byHash = await send({ variables: [1], extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, stack.auth);
    const byText = await send({ variables: [1], query: manifest[hash] }, stack.auth);
    expect(byHash).toEqual(byText);
    expect(byHash.status).toBe(400);
  });

  it('a variables error (400)', async () => {
    const { byHash, byText } = await bothWays(users(), { page: 'one', pageSize: 10 });
    expect(byHash).toEqual(byText);
    expect(byHash.status).toBe(400);
  });
});

describe('hashes the gateway does not know', () => {
  it('answers the standard PERSISTED_QUERY_NOT_FOUND, and runs the text when it follows with its own hash', async () => {
    const query = '{ viewer { email } }';
    const hash = `sha256:${createHash('sha256').update(query).digest('hex')}`;
    const missing = await send({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, stack.auth);
    expect(missing.body).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
    const withText = await send({ query, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, stack.auth);
    expect(withText.body).toEqual({ data: { viewer: { email: 'admin@example.com' } } });
  });

  it('refuses a text whose hash is not its own, as Apollo does, and runs nothing', async () => {
    const zeros = 'sha256:0000000000000000000000000000000000000000000000000000000000000000';
    const r = await send({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: zeros } } }, stack.auth);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }] });
  });
});
