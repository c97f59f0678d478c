import { parse } from 'graphql';
import { CacheBudget, CACHE_SHARES } from './cache-budget';
import { documentWeight, WeighedCache } from './weighed-cache';

// The caches of documents are bounded by weight (issue 42): a document with 30 aliases weighs
// what it holds, not one entry among hundreds.

const aliases = (n: number) => `query Q { ${Array.from({ length: n }, (_, i) => `a${i}: viewer { id email role }`).join(' ')} }`;

describe('WeighedCache', () => {
  it('evicts the least recently used entries until the total is within the budget', () => {
    const cache = new WeighedCache<string, number>(100, 60);
    cache.set('a', 1, 40);
    cache.set('b', 2, 40);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3, 40);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.report()).toEqual({ budget: 100, weight: 80, entries: 2, maxEntry: 60 });
  });

  it('keeps the order of use when the newest is asked for again and again, and after new entries', () => {
    const cache = new WeighedCache<string, number>(100, 60);
    cache.set('a', 1, 30);
    cache.set('b', 2, 30);
    for (let i = 0; i < 3; i++) expect(cache.get('a')).toBe(1);
    cache.set('c', 3, 30);
    expect(cache.get('a')).toBe(1); // used after c: newer than c
    cache.set('d', 4, 30); // b, the oldest, goes
    cache.set('e', 5, 30); // then c
    expect(['a', 'b', 'c', 'd', 'e'].filter((key) => cache.has(key))).toEqual(['a', 'd', 'e']);
    expect(cache.get('e')).toBe(5);
    cache.delete('e'); // the newest, gone
    expect(cache.get('e')).toBeUndefined();
    cache.set('e', 6, 30);
    expect(cache.get('e')).toBe(6);
  });

  it('refuses an entry heavier than the per-entry weight, and keeps what it had', () => {
    const cache = new WeighedCache<string, number>(100, 60);
    cache.set('a', 1, 30);
    expect(cache.set('heavy', 2, 61)).toBe(false);
    expect(cache.has('heavy')).toBe(false);
    expect(cache.report()).toMatchObject({ weight: 30, entries: 1 });
  });

  it('weighs an entry set again by its new weight only', () => {
    const cache = new WeighedCache<string, number>(100, 60);
    cache.set('a', 1, 50);
    cache.set('a', 2, 10);
    expect(cache.report()).toMatchObject({ weight: 10, entries: 1 });
    cache.delete('a');
    expect(cache.report()).toMatchObject({ weight: 0, entries: 0 });
  });
});

describe('documentWeight', () => {
  it('grows with the fields a document selects, aliases included, and more when compiled', () => {
    const one = aliases(1);
    const thirty = aliases(30);
    expect(documentWeight(thirty, parse(thirty), false)).toBeGreaterThan(25 * documentWeight(one, parse(one), false));
    expect(documentWeight(thirty, parse(thirty), true)).toBeGreaterThan(documentWeight(thirty, parse(thirty), false));
  });
});

describe('CacheBudget', () => {
  it('gives each cache its share and reports what each holds', () => {
    expect(Object.values(CACHE_SHARES).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1);
    const budget = new CacheBudget(1_000_000);
    const texts = budget.cache<string, string>('compiledTexts');
    budget.cache('apolloParsed');
    texts.set('x', 'y', 1000);
    const report = budget.report();
    expect(report).toMatchObject({ budgetBytes: 1_000_000, weightBytes: 1000 });
    expect(report.caches.compiledTexts).toEqual({ share: 0.4, budget: 400_000, weight: 1000, entries: 1, maxEntry: 50_000 });
    expect(report.caches.apolloParsed).toMatchObject({ share: 0.25, budget: 250_000, weight: 0, entries: 0 });
  });

  it('holds thousands of distinct 30-alias documents within the budget', () => {
    const budget = new CacheBudget(8 * 1024 * 1024);
    const cache = budget.cache<string, string>('compiledTexts');
    for (let i = 0; i < 3000; i++) {
      const text = `${aliases(30)} # ${i}`;
      cache.set(text, text, documentWeight(text, parse(text), true));
    }
    const report = budget.report();
    expect(report.caches.compiledTexts!.weight).toBeLessThanOrEqual(report.caches.compiledTexts!.budget);
    expect(report.caches.compiledTexts!.entries).toBeGreaterThan(0);
    expect(report.caches.compiledTexts!.entries).toBeLessThan(3000);
  });
});
