// Brings a store file written by an older emulator up to the current shape:
// collections it lacks come from the seed, and organisation records saved before
// `externalId` existed take the seed's externalId for the same id (or null), so
// territory pulls update them instead of adding duplicates.
import type { StoreData } from './model';
import { seedData } from './datasets/demo';

type Keyed = { id: number; externalId?: string | null };

function backfill(rows: Keyed[], seedRows: readonly Keyed[]): void {
  for (const row of rows) {
    if (row.externalId !== undefined) continue;
    row.externalId = seedRows.find((seedRow) => seedRow.id === row.id)?.externalId ?? null;
  }
}

/**
 * Images stored before owners were kept belong to the one website whose
 * configuration uses them; used by several (the old shared seed banners) or
 * by none, they stay without an owner (only admins may touch them).
 */
function backfillImageOwners(data: StoreData): void {
  for (const image of data.configurationImages) {
    if (image.websiteId !== undefined) continue;
    const users = new Set(data.websiteConfigurationValues.filter((v) => v.value.includes(image.name)).map((v) => v.websiteId));
    image.websiteId = users.size === 1 ? [...users][0]! : null;
  }
}

export function migrate(parsed: Partial<StoreData>): StoreData {
  const seed = seedData();
  const data = { ...seed, ...parsed, nextIds: { ...seed.nextIds, ...parsed.nextIds } } as StoreData;
  backfill(data.companies, seed.companies);
  backfill(data.markets, seed.markets);
  backfill(data.betshops, seed.betshops);
  backfillImageOwners(data);
  return data;
}
