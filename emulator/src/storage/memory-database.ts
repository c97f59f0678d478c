// A store database in memory (tests, `inMemory`). The demo's is seeded once per process and
// copied for every later store (SQLite's serialize/deserialize): dozens of test files start
// emulators, and a copy takes a fraction of a seed.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import type { Seed } from '../datasets/demo';
import type { SeedVolume } from '../seed/volume';
import { seedSummary } from './store-file';
import { writeSeed } from './seed-writer';

const sqlite = () => process.getBuiltinModule('node:sqlite');

let demoImage: Uint8Array | undefined;

/**
 * Jest gives each test file a fresh module registry, so the copy above lasts one file. A test run
 * names a file of its own (EMULATOR_DEMO_IMAGE, a fresh path per run: the gateway's jest global
 * setup) where the first seed is kept for the run's other files and workers, ~1 s of CPU each.
 */
const runImage = {
  read(): Uint8Array | undefined {
    const file = process.env.EMULATOR_DEMO_IMAGE;
    if (!file) return undefined;
    try {
      return readFileSync(file);
    } catch {
      return undefined; // not seeded yet in this run
    }
  },
  write(image: Uint8Array): void {
    const file = process.env.EMULATOR_DEMO_IMAGE;
    if (!file) return;
    // Whole or not at all: a worker seeding at the same time renames over the same bytes.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, image);
    renameSync(partial, file);
  },
};

export function memoryDatabase(volume: SeedVolume, seed: () => Seed, log: (message: string) => void): DatabaseSync {
  const db = new (sqlite().DatabaseSync)(':memory:');
  if (volume === 'demo') demoImage ??= runImage.read();
  if (volume === 'demo' && demoImage) {
    db.deserialize(demoImage);
    return db;
  }
  const started = performance.now();
  const seeded = seed();
  const counts = writeSeed(db, seeded);
  // The operator's copy would hold half a gigabyte for nothing: only the demo's is kept.
  if (volume === 'demo') {
    demoImage = db.serialize();
    runImage.write(demoImage);
  } else log(seedSummary(seeded, counts, performance.now() - started));
  return db;
}
