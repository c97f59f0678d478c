import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';
import { postStream, subscription } from '../../test/live-stream';
import { SUBSCRIPTIONS_ONLY } from './stream-documents';

// One door for every GraphQL operation (issue 39): the live stream (/graphql/stream) is never a
// way around /graphql's rules. Every operation type, asked by a visitor signed out, a manager
// with no rights and an admin, against both endpoints: the stream runs subscriptions only, for
// signed-in viewers only, with the same rights as /graphql, and executes nothing else.

const stack = useEmulatorStack();
const NOBODY = { id: 10, email: 'nobody-10@example.com', password: 'Nobody123!' };
const NO_RIGHTS = JSON.stringify({ permissions: {}, onlineWebsitePermissions: {}, onlineHelpPermissions: {} });

const QUERY = 'query { languages(page: 1, pageSize: 5) { totalItems } }';
const mutation = (key: string) => `mutation { createSection(input: { title: "${key}", key: "${key}" }) { section { id } } }`;
const WATCH = 'subscription($r: String!) { whoElseIsHere(resource: $r) { email } }';

type Who = 'signed out' | 'no rights' | 'rights';
let headers: Record<Who, Record<string, string>>;

beforeAll(async () => {
  const nobody = await stack.signIn(NOBODY, {
    email: NOBODY.email,
    password: NOBODY.password,
    role: 2,
    isDeveloper: false,
    onlinePermissions: NO_RIGHTS,
  });
  headers = { 'signed out': {}, 'no rights': nobody, rights: stack.auth };
});

const sectionExists = async (key: string) =>
  (
    (await stack.gql('query($s: String) { sections(search: $s) { items { key } } }', { s: key })).data.sections.items as { key: string }[]
  ).some((section) => section.key === key);

/** What /graphql answers: the first error's code, or 'ok' with data. */
async function overGraphql(query: string, variables: Record<string, unknown>, who: Who): Promise<string> {
  const res = await request(`${stack.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers[who] },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.body.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors ? (body.errors[0]?.extensions?.code ?? 'error') : 'ok';
}

/** What the stream answers: a refusal's status and code, or the first event's outcome. */
async function overStream(query: string, variables: Record<string, unknown>, who: Who): Promise<string> {
  const answer = await postStream(stack.base, subscription(query, variables), headers[who]);
  if (answer.status !== 200) {
    const body = await answer.json();
    return `${answer.status} ${body.errors?.[0]?.extensions?.code}`;
  }
  const first = await answer.event();
  answer.close();
  if (first.event !== 'next') return first.event;
  return first.data.errors ? `200 ${first.data.errors[0].extensions.code}` : '200 ok';
}

describe('every operation, through both doors', () => {
  const cases: [string, Who, string, string][] = [
    ['query', 'signed out', 'UNAUTHENTICATED', '401 UNAUTHENTICATED'],
    ['query', 'no rights', 'FORBIDDEN', '400 BAD_REQUEST'],
    ['query', 'rights', 'ok', '400 BAD_REQUEST'],
    ['mutation', 'signed out', 'UNAUTHENTICATED', '401 UNAUTHENTICATED'],
    ['mutation', 'no rights', 'FORBIDDEN', '400 BAD_REQUEST'],
    ['mutation', 'rights', 'ok', '400 BAD_REQUEST'],
    // /graphql runs no subscription at all: refused before it runs, whoever asks.
    ['subscription', 'signed out', 'BAD_REQUEST', '401 UNAUTHENTICATED'],
    ['subscription', 'no rights', 'BAD_REQUEST', '200 FORBIDDEN'],
    ['subscription', 'rights', 'BAD_REQUEST', '200 ok'],
  ];

  it.each(cases)('a %s asked %s', async (type, who, graphql, stream) => {
    const key = `door_${type}_${who.replace(' ', '_')}_${Date.now()}`;
    const [query, variables] = type === 'query' ? [QUERY, {}] : type === 'mutation' ? [mutation(key), {}] : [WATCH, { r: 'Word:1' }];
    // The stream first: a mutation it refused must not have been executed.
    expect(await overStream(query, variables, who)).toBe(stream);
    if (type === 'mutation') expect(await sectionExists(key)).toBe(false);
    expect(await overGraphql(query, variables, who)).toBe(graphql);
    if (type === 'mutation') expect(await sectionExists(key)).toBe(graphql === 'ok');
  });

  it('says why a query or a mutation is refused on the stream', async () => {
    const answer = await postStream(stack.base, subscription(QUERY), stack.auth);
    expect((await answer.json()).errors?.[0]?.message).toBe(SUBSCRIPTIONS_ONLY);
  });
});

describe("the stream keeps /graphql's limits", () => {
  const aliases = (n: number) => `subscription { entityChanged { ${Array.from({ length: n }, (_, i) => `a${i}: area`).join(' ')} } }`;

  it('refuses a body larger than /graphql takes, before reading the rest', async () => {
    const huge = JSON.stringify({ query: 'subscription { entityChanged { area } }', padding: 'x'.repeat(6 * 1024 * 1024) });
    const answer = await postStream(stack.base, huge, stack.auth);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
  });

  it('refuses a signed-out request without reading its body', async () => {
    const answer = await postStream(stack.base, 'x'.repeat(6 * 1024 * 1024));
    expect(answer.status).toBe(401);
  });

  it('refuses too many aliases, too many tokens and a document the schema refuses', async () => {
    const tooManyAliases = await postStream(stack.base, subscription(aliases(31)), stack.auth);
    expect(tooManyAliases.status).toBe(400);
    expect((await tooManyAliases.json()).errors?.[0]?.message).toMatch(/31 aliases; the limit is 30/);
    const tooManyTokens = await postStream(
      stack.base,
      subscription(`subscription { entityChanged { ${'area '.repeat(2100)} } }`),
      stack.auth,
    );
    expect(tooManyTokens.status).toBe(400);
    const unknown = await postStream(stack.base, subscription('subscription { nothingHere }'), stack.auth);
    expect((await unknown.json()).errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('takes JSON only (a cross-site form cannot send it without a preflight), and answers event streams only', async () => {
    const form = await postStream(stack.base, 'query=x', { ...stack.auth, 'content-type': 'text/plain' });
    expect(form.status).toBe(415);
    const notStream = await postStream(stack.base, subscription(WATCH, { r: 'Word:1' }), { ...stack.auth, accept: 'application/json' });
    expect(notStream.status).toBe(406);
  });

  it('answers with the request id and the security headers, refused or open', async () => {
    const refused = await postStream(stack.base, subscription(WATCH, { r: 'Word:1' }));
    const open = await postStream(stack.base, subscription(WATCH, { r: 'Word:1' }), stack.auth);
    for (const answer of [refused, open]) {
      expect(answer.headers['x-request-id']).toEqual(expect.any(String));
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(open.headers['content-type']).toMatch(/^text\/event-stream/);
    open.close();
  });
});
