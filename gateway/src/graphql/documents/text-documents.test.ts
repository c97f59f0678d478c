import { loadConfig } from '../../config';
import { buildSchema } from '../../schema';
import { CacheBudget } from './cache-budget';
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

  it('keeps what its share of CACHE_BUDGET_MB holds, whatever a client sends', () => {
    const budget = new CacheBudget(16 * 1024 * 1024);
    const texts = new TextDocuments(schema, config(), budget);
    const thirtyAliases = Array.from({ length: 30 }, (_, i) => `a${i}: viewer { id email role isAdmin }`).join(' ');
    for (let i = 0; i < 60; i++) {
      const text = `query Q${i} { ${thirtyAliases} }`;
      texts.get(text);
      expect(texts.get(text)).toBeDefined();
    }
    const { compiledTexts, textsSeen } = budget.report().caches;
    expect(compiledTexts!.weight).toBeLessThanOrEqual(compiledTexts!.budget);
    expect(compiledTexts!.entries).toBeGreaterThan(0);
    expect(compiledTexts!.entries).toBeLessThan(60);
    expect(textsSeen!.weight).toBeLessThanOrEqual(textsSeen!.budget);
  });

  it('runs a document heavier than a cache entry may be once, and then leaves it to Apollo', () => {
    const texts = new TextDocuments(schema, config(), new CacheBudget(2 * 1024 * 1024));
    const text = `query Heavy { ${Array.from({ length: 30 }, (_, i) => `a${i}: viewer { id email role isAdmin }`).join(' ')} }`;
    texts.get(text);
    expect(texts.get(text)).toMatchObject({ operationName: 'Heavy' });
    expect(texts.get(text)).toBeUndefined();
    expect(texts.get(text)).toBeUndefined();
    expect(texts.sizes().compiled).toBe(0);
  });
});
