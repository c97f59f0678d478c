import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request } from 'undici';
import { useEmulatorStack } from '../test/emulator-stack';
import { RETRYABLE_HEADER } from './retryable-marker';

// A load balancer retries requests marked as queries (deploy/nginx.conf): a mutation that
// carries the mark is refused before it runs, by hash and as text, so a retry never writes twice.

const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../web/src/gql/persisted-documents.json'), 'utf8')) as Record<
  string,
  string
>;
const hashOf = (operation: string) => Object.entries(manifest).find(([, text]) => text.includes(operation))![0];
const stack = useEmulatorStack();

async function post(payload: Record<string, unknown>, marked: boolean) {
  const res = await request(`${stack.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...stack.auth, ...(marked && { [RETRYABLE_HEADER]: 'query' }) },
    body: JSON.stringify(payload),
  });
  return {
    status: res.statusCode,
    body: (await res.body.json()) as { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] },
  };
}

const CREATE_LANGUAGE =
  'mutation($input: CreateLanguageInput!) { createLanguage(input: $input) { language { id } userErrors { message } } }';
const languageCount = async () =>
  ((await stack.gql('{ languages(page: 1, pageSize: 100) { totalItems } }')).data as { languages: { totalItems: number } }).languages
    .totalItems;

describe('the retryable mark', () => {
  it('runs a marked query, by hash and as text', async () => {
    const byHash = await post(
      { operationName: 'SessionViewer', extensions: { persistedQuery: { version: 1, sha256Hash: hashOf('query SessionViewer') } } },
      true,
    );
    expect(byHash.status).toBe(200);
    expect(byHash.body.data).toMatchObject({ viewer: { email: 'admin@example.com' } });
    const asText = await post({ query: '{ viewer { email } }' }, true);
    expect(asText.body.data).toEqual({ viewer: { email: 'admin@example.com' } });
  });

  it('refuses a marked mutation sent as text, and writes nothing', async () => {
    const before = await languageCount();
    const r = await post({ query: CREATE_LANGUAGE, variables: { input: { name: 'Marked', code: 'mk' } } }, true);
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(await languageCount()).toBe(before);
    const unmarked = await post({ query: CREATE_LANGUAGE, variables: { input: { name: 'Unmarked', code: 'um' } } }, false);
    expect(unmarked.body.errors).toBeUndefined();
    expect(await languageCount()).toBe(before + 1);
  });

  it('refuses a marked mutation sent by hash', async () => {
    const r = await post(
      { operationName: 'SignOut', extensions: { persistedQuery: { version: 1, sha256Hash: hashOf('mutation SignOut') } } },
      true,
    );
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect((await stack.gql('{ viewer { email } }')).data).toEqual({ viewer: { email: 'admin@example.com' } });
  });
});
