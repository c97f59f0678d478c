import { WeighedCache, type CacheWeight } from './weighed-cache';

// One replica's memory budget for what it learns from requests (issue 42): CACHE_BUDGET_MB split
// between the caches that keep documents, each weighed by size (weighed-cache.ts). Whatever
// clients send, these caches together stay within the budget; /healthz shows each one's share
// and what it holds, and the README's "Memory budget" says what each keeps.

/** Each cache's share of the budget; they add up to 1. */
export const CACHE_SHARES = {
  /** Texts asked for again, parsed, validated and compiled for the fast path (text-documents.ts). */
  compiledTexts: 0.4,
  /** Texts seen once, remembered so their second request compiles them (text-documents.ts). */
  textsSeen: 0.05,
  /** Operations compiled by graphql-jit on Apollo's path (jit-gateway.ts). */
  apolloCompiled: 0.2,
  /** Apollo Server's parsed and validated documents (its document store). */
  apolloParsed: 0.25,
  /** Live-stream subscriptions sent as text (stream-documents.ts). */
  streamDocuments: 0.1,
} as const;

export type CacheName = keyof typeof CACHE_SHARES;

/** No single entry may take more than this part of its cache's share: one document never empties a cache. */
const MAX_ENTRY_PART = 1 / 8;

export interface BudgetReport {
  budgetBytes: number;
  weightBytes: number;
  caches: Record<string, CacheWeight & { share: number }>;
}

export class CacheBudget {
  private readonly caches = new Map<CacheName, WeighedCache<unknown, unknown>>();

  constructor(readonly bytes: number) {}

  /** The cache `name`, holding at most its share of the budget. */
  cache<K, V>(name: CacheName): WeighedCache<K, V> {
    const budget = Math.floor(this.bytes * CACHE_SHARES[name]);
    const cache = new WeighedCache<K, V>(budget, Math.floor(budget * MAX_ENTRY_PART));
    this.caches.set(name, cache);
    return cache;
  }

  report(): BudgetReport {
    const caches: BudgetReport['caches'] = {};
    let weightBytes = 0;
    for (const [name, cache] of this.caches) {
      const weight = cache.report();
      caches[name] = { share: CACHE_SHARES[name], ...weight };
      weightBytes += weight.weight;
    }
    return { budgetBytes: this.bytes, weightBytes, caches };
  }
}
