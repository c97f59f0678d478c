// Where a domain added with `npm run new-domain` keeps its records: a collection of its own in
// the store (`collections`, one row per domain), named after the domain, with its seed and record shape in the domain's folder. No
// edit of model.ts, seed.ts or the migrations: a store without the collection (a fresh seed, an
// older file) reads the seed, and the first write stores it.
import type { DomainCollection, StoreData } from './model';

export interface DomainRecords<T extends { id: number }> {
  /** The records, from a read-only snapshot (store.read()). */
  list(data: Readonly<StoreData>): readonly T[];
  /** The collection inside a draft (store.update()), created from the seed on first use. */
  draft(draft: StoreData): { items: T[]; nextId: () => number };
}

export function domainRecords<T extends { id: number }>(name: string, seed: () => T[]): DomainRecords<T> {
  const seeded = (): DomainCollection => {
    const items = seed();
    return { items, nextId: Math.max(0, ...items.map((item) => item.id)) + 1 };
  };
  return {
    list: (data) => (data.collections?.[name]?.items as T[] | undefined) ?? seed(),
    draft(draft) {
      const collections = (draft.collections ??= {});
      const collection = (collections[name] ??= seeded());
      return { items: collection.items as T[], nextId: () => collection.nextId++ };
    },
  };
}
