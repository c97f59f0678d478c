import { loadConfig } from '../config';
import { buildSchema } from '../schema';
import { TextDocuments } from './text-documents';

const schema = buildSchema();
const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }, () => {});

describe('TextDocuments: a text asked for again runs compiled', () => {
  it('compiles a text on its second request, not its first', () => {
    const texts = new TextDocuments(schema, config());
    const text = 'query Me { viewer { email } }';
    expect(texts.get(text)).toBeUndefined();
    const compiled = texts.get(text);
    expect(compiled).toMatchObject({ hash: '', operationName: 'Me', operationType: 'query' });
    expect(compiled!.compiled).not.toBeNull();
    expect(texts.get(text)).toBe(compiled);
  });

  it('leaves to Apollo what the schema or the limits refuse, several operations, subscriptions and long texts', () => {
    const texts = new TextDocuments(schema, config({ MAX_DEPTH: '2' }));
    const refused = [
      'query { nope }',
      'query A { viewer { email } } query B { viewer { email } }',
      'query Deep { viewer { websitePermissions { websiteId } } users(page: 1) { items { id } } }',
      'subscription S { entityChanged { area } }',
      `query Long { viewer { email } } # ${'x'.repeat(17 * 1024)}`,
    ];
    for (const text of refused) {
      texts.get(text);
      expect(texts.get(text)).toBeUndefined();
      expect(texts.get(text)).toBeUndefined();
    }
    expect(texts.sizes().compiled).toBe(0);
  });

  it('refuses introspection where it is off, as Apollo does', () => {
    const texts = new TextDocuments(schema, config({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }));
    const text = '{ __schema { queryType { name } } }';
    texts.get(text);
    expect(texts.get(text)).toBeUndefined();
  });

  it('keeps a bounded number of texts, whatever a client sends', () => {
    const texts = new TextDocuments(schema, config());
    for (let i = 0; i < 1500; i++) {
      const text = `query Q${i} { viewer { email } }`;
      texts.get(text);
      texts.get(text);
    }
    expect(texts.sizes().compiled).toBeLessThanOrEqual(200);
    expect(texts.sizes().seen).toBeLessThanOrEqual(1000);
  });
});
