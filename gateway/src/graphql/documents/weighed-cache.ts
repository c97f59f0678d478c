import { Kind, visit, type DocumentNode } from 'graphql';

// A cache bounded by weight, not by count (issue 42): 3,000 distinct 30-alias documents took a
// replica from 204 MiB to 1.2 GiB when its caches counted entries, as a document with 30 aliases
// compiles to far more code than a small one. Each entry is weighed when it is kept; the least
// recently used go until the total is within the cache's budget, and an entry heavier than
// `maxEntry` is never kept (it runs, it is just not remembered).

export interface CacheWeight {
  /** What the cache may hold, in estimated bytes. */
  budget: number;
  /** What it holds now. */
  weight: number;
  entries: number;
  /** The heaviest entry it keeps. */
  maxEntry: number;
}

export class WeighedCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private total = 0;
  /** The entry last used or set, the last in `entries`' order, and its key. */
  private newest: { value: V; weight: number } | undefined;
  private newestKey: K | undefined;

  constructor(
    readonly budget: number,
    readonly maxEntry: number,
  ) {}

  /** The value kept for `key`, now the most recently used. */
  get(key: K): V | undefined {
    // The same text asked for again and again (one screen's query) is the newest already: found by
    // comparing it, without hashing it (a new ~700-character string on every request) or moving it.
    if (this.newest !== undefined && key === this.newestKey) return this.newest.value;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.newest = entry;
    this.newestKey = key;
    return entry.value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Keeps `value` unless it weighs more than `maxEntry`; false when it was not kept. */
  set(key: K, value: V, weight: number): boolean {
    this.delete(key);
    if (weight > this.maxEntry || weight > this.budget) return false;
    this.newest = { value, weight };
    this.newestKey = key;
    this.entries.set(key, this.newest);
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.budget) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
    return true;
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.weight;
    if (entry === this.newest) this.newest = this.newestKey = undefined;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
    this.newest = this.newestKey = undefined;
  }

  get size(): number {
    return this.entries.size;
  }

  report(): CacheWeight {
    return { budget: this.budget, weight: this.total, entries: this.entries.size, maxEntry: this.maxEntry };
  }
}

/**
 * The estimated bytes a document holds: its text, and per field selected (aliases included) its
 * syntax nodes and, `compiled`, the code graphql-jit generates for it, which is most of it.
 */
export function documentWeight(text: string, document: DocumentNode, compiled: boolean): number {
  let fields = 0;
  visit(document, {
    [Kind.FIELD]() {
      fields += 1;
    },
  });
  return text.length * BYTES_PER_CHAR + fields * (compiled ? BYTES_PER_COMPILED_FIELD : BYTES_PER_PARSED_FIELD);
}

// Measured on 30-alias documents of 450 fields (heap retained after a full GC): parsed ~290 KiB
// (the syntax tree keeps its tokens), compiled ~150 KiB more before its code first runs; rounded
// up for the code V8 adds when it runs. scripts/bench/memory-budget.mjs gives the replica's figure.
/** A text is kept once as a one-byte string and once more in the syntax tree's values. */
const BYTES_PER_CHAR = 2;
const BYTES_PER_PARSED_FIELD = 768;
const BYTES_PER_COMPILED_FIELD = 3 * 1024;
