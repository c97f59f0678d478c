// The JSON file of older emulators (`store.json`: every collection in one document, phrases and
// exceptions included) as a data set to write into the SQLite store once. It was always the demo
// volume grown by hand; it held no payments, so it gets the demo's.
import { demoPayments } from '../domains/payments/seed';
import { migrate } from '../migrate';
import type { StoreData, Translation, WordException } from '../model';
import { demoSeed, type Seed } from '../datasets/demo';

type LegacyStore = Partial<StoreData> & { translations?: Translation[]; exceptions?: WordException[] };

export function legacySeed(parsed: unknown): Seed {
  const legacy = parsed as LegacyStore | null;
  if (legacy === null || typeof legacy !== 'object' || legacy.version !== 1 || !Array.isArray(legacy.users)) {
    throw new Error('unknown store format');
  }
  const { translations, exceptions, ...collections } = legacy;
  // A file from before a collection existed takes it from the seed (migrate does the same for the rest).
  const demo = demoSeed();
  return {
    volume: 'demo',
    data: migrate(collections),
    phrases: () => translations ?? demo.phrases(),
    exceptions: () => exceptions ?? demo.exceptions(),
    payments: demoPayments,
  };
}
