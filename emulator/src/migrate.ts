// Brings a store file written by an older emulator up to the current shape:
// collections it lacks come from the seed, and organisation records saved before
// `externalId` existed take the seed's externalId for the same id (or null), so
// territory pulls update them instead of adding duplicates.
import type { StoreData } from './model';
import { seedData } from './seed';

type Keyed = { id: number; externalId?: string | null };

function backfill(rows: Keyed[], seedRows: readonly Keyed[]): void {
  for (const row of rows) {
    if (row.externalId !== undefined) continue;
    row.externalId = seedRows.find((seedRow) => seedRow.id === row.id)?.externalId ?? null;
  }
}

export function migrate(parsed: Partial<StoreData>): StoreData {
  const seed = seedData();
  const data = { ...seed, ...parsed, nextIds: { ...seed.nextIds, ...parsed.nextIds } } as StoreData;
  backfill(data.companies, seed.companies);
  backfill(data.markets, seed.markets);
  backfill(data.betshops, seed.betshops);
  return data;
}
