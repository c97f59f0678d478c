import { readFileSync } from 'node:fs';
import { loadConfig } from '../../config';
import { useEmulatorStack } from '../../test/emulator-stack';
import { byHash, postStream, subscription } from '../../test/live-stream';

// In production (TRUSTED_DOCUMENTS_ONLY, introspection off) the live stream, like /graphql, runs
// the app's own documents only (issue 39): its subscriptions by hash, no text, no introspection.

const stack = useEmulatorStack({ TRUSTED_DOCUMENTS_ONLY: 'true', INTROSPECTION: 'false' });

/** The app's own subscription documents, by operation name → hash (codegen's manifest). */
function appSubscriptions(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(loadConfig({}, () => {}).trustedDocuments.path, 'utf8')) as Record<string, string>;
  const named = Object.entries(manifest).flatMap(([hash, text]) => {
    const name = /^subscription (\w+)/.exec(text)?.[1];
    return name ? [[name, hash] as const] : [];
  });
  return new Map(named);
}

describe('the live stream in production', () => {
  it("runs the app's subscription named by its hash", async () => {
    const hash = appSubscriptions().get('WhoElseIsHere')!;
    const answer = await postStream(stack.base, { variables: { resource: 'Word:1' }, extensions: byHash(hash) }, stack.auth);
    expect(answer.status).toBe(200);
    expect(await answer.event()).toEqual({ event: 'next', data: { data: { whoElseIsHere: [] } } });
    answer.close();
  });

  it('refuses any text, the same subscription included, and introspection', async () => {
    const text = await postStream(stack.base, subscription('subscription { entityChanged { area } }'), stack.auth);
    expect(text.status).toBe(400);
    expect((await text.json()).errors?.[0]?.extensions?.code).toBe('TRUSTED_DOCUMENT_REQUIRED');
    const schema = await postStream(stack.base, subscription('{ __schema { queryType { name } } }'), stack.auth);
    expect(schema.status).toBe(400);
    const typename = await postStream(stack.base, subscription('{ __typename }'), stack.auth);
    expect(typename.status).toBe(400);
  });

  it('refuses an unknown hash with a text that is not its own', async () => {
    const answer = await postStream(
      stack.base,
      { query: 'subscription { entityChanged { area } }', extensions: byHash('0'.repeat(64)) },
      stack.auth,
    );
    expect(answer.status).toBe(400);
    expect((await answer.json()).errors?.[0]?.message).toBe('provided sha does not match query');
  });
});
