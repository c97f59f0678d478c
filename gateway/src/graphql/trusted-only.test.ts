import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request } from 'undici';
import { useEmulatorStack } from '../test/emulator-stack';

// TRUSTED_DOCUMENTS_ONLY=true (production hardening): only the app's own documents run.

const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../web/src/gql/persisted-documents.json'), 'utf8')) as Record<
  string,
  string
>;
const stack = useEmulatorStack({ TRUSTED_DOCUMENTS_ONLY: 'true' });
const viewerHash = Object.entries(manifest).find(([, text]) => text.includes('query SessionViewer'))![0];

async function post(payload: Record<string, unknown>) {
  const res = await request(`${stack.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...stack.auth },
    body: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: (await res.body.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] } };
}

describe('trusted documents only', () => {
  it('runs a document named by its hash', async () => {
    const r = await post({ operationName: 'SessionViewer', extensions: { persistedQuery: { version: 1, sha256Hash: viewerHash } } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ viewer: { email: 'admin@example.com' } });
  });

  it('refuses a document sent as text, even a valid one', async () => {
    const r = await post({ query: '{ viewer { email } }' });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.extensions?.code).toBe('TRUSTED_DOCUMENT_REQUIRED');
    expect(r.body.data).toBeUndefined();
  });

  it('runs its own copy when a known hash comes with some other text', async () => {
    const r = await post({ query: '{ users { totalItems } }', extensions: { persistedQuery: { version: 1, sha256Hash: viewerHash } } });
    expect(r.body.data).toMatchObject({ viewer: { email: 'admin@example.com' } });
  });
});
