import { z } from 'zod';

// The operator API's page of a list: `{ items, totalItems, pageCount }`, numbers sometimes as
// strings. One schema for every paged endpoint.

export function upstreamPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), totalItems: z.coerce.number().int(), pageCount: z.coerce.number().int() });
}
