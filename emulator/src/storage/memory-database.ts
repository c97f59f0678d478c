// A store database in memory (tests, `inMemory`). The demo's is seeded once per process and
// copied for every later store (SQLite's serialize/deserialize): dozens of test files start
// emulators, and a copy takes a fraction of a seed.
import type { DatabaseSync } from 'node:sqlite';
import type { Seed } from '../datasets/demo';
import type { SeedVolume } from '../seed/volume';
import { seedSummary } from './store-file';
import { writeSeed } from './seed-writer';

const sqlite = () => process.getBuiltinModule('node:sqlite');

let demoImage: Uint8Array | undefined;

export function memoryDatabase(volume: SeedVolume, seed: () => Seed, log: (message: string) => void): DatabaseSync {
  const db = new (sqlite().DatabaseSync)(':memory:');
  if (volume === 'demo' && demoImage) {
    db.deserialize(demoImage);
    return db;
  }
  const started = performance.now();
  const seeded = seed();
  const counts = writeSeed(db, seeded);
  // The operator's copy would hold half a gigabyte for nothing: only the demo's is kept.
  if (volume === 'demo') demoImage = db.serialize();
  else log(seedSummary(seeded, counts, performance.now() - started));
  return db;
}
