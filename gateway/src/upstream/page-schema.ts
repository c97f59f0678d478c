import { z } from 'zod';

// The operator API's page of a list: `{ items, totalItems, pageCount }`, numbers sometimes as
// strings. One shape for every paged endpoint: a zod schema for items zod reads, and a reader for
// items read by hand (the users page, see access/upstream-user.ts).

export function upstreamPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), totalItems: z.coerce.number().int(), pageCount: z.coerce.number().int() });
}

export interface UpstreamPage<T> {
  items: T[];
  totalItems: number;
  pageCount: number;
}

/** What `upstreamPageOf` accepts, with each item read by `readItem`; undefined when any part is not as expected. */
export function readUpstreamPage<T>(body: unknown, readItem: (value: unknown) => T | undefined): UpstreamPage<T> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const page = body as Record<string, unknown>;
  if (!Array.isArray(page.items)) return undefined;
  const items = new Array<T>(page.items.length);
  for (let i = 0; i < items.length; i++) {
    const item = readItem(page.items[i]);
    if (item === undefined) return undefined;
    items[i] = item;
  }
  // As z.coerce.number().int() reads them.
  const totalItems = Number(page.totalItems);
  const pageCount = Number(page.pageCount);
  if (!Number.isInteger(totalItems) || !Number.isInteger(pageCount)) return undefined;
  return { items, totalItems, pageCount };
}
