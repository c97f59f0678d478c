// The store's file in DATA_DIR: `store.sqlite` (with SQLite's -wal and -shm beside it while open).
// A new file is always built whole under another name and renamed into place, so a crash while
// seeding or importing leaves no half-filled store behind. An unreadable file is moved aside
// (`store.sqlite.corrupt-<time>`) and the emulator starts from the seed, as with the JSON file of
// older emulators (`store.json`), which is imported once and kept as `store.json.imported-<time>`.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Seed } from '../datasets/demo';
import { INDEXES, openDatabase, openForBulkLoad, readMeta, STORE_FORMAT } from './database';
import { legacySeed } from './legacy-file';
import { writeSeed } from './seed-writer';

export const STORE_FILE = 'store.sqlite';
const LEGACY_FILE = 'store.json';
const LEFTOVERS = [/^store\.json\.\d+\.\d+\.tmp$/, /^store\.sqlite\.building-\d+$/];

export interface StoreFileOptions {
  /** Start from a fresh seed whatever the folder holds. */
  reset: boolean;
  /** The seed to write when the folder holds no store. */
  seed: () => Seed;
  warn: (message: string) => void;
  /** Says what was seeded or imported, and how long it took. */
  log: (message: string) => void;
}

/** Opens the store in `dataDir`, creating it first (imported from store.json, or seeded) when needed. */
export function openStoreFile(dataDir: string, options: StoreFileOptions): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  for (const entry of readdirSync(dataDir)) {
    if (LEFTOVERS.some((pattern) => pattern.test(entry))) rmSync(join(dataDir, entry), { force: true });
  }
  const file = join(dataDir, STORE_FILE);
  if (options.reset) removeDatabase(file);
  if (existsSync(file)) {
    const db = openExisting(file, options.warn);
    if (db) return db;
  }
  const legacy = join(dataDir, LEGACY_FILE);
  if (!options.reset && existsSync(legacy)) {
    const imported = importLegacy(legacy, options.warn);
    if (imported) {
      const counts = buildFile(file, (db) => writeSeed(db, imported));
      const aside = `${legacy}.imported-${Date.now()}`;
      renameSync(legacy, aside);
      options.log(`[emulator] imported ${legacy} (${counts.phrases} phrases) into ${STORE_FILE}; the old file is kept as ${aside}`);
      return openDatabase(file);
    }
  }
  seedFile(file, options.seed(), options.log);
  return openDatabase(file);
}

/** Builds a freshly seeded `file` (replacing any), saying what it holds and how long it took. */
export function seedFile(file: string, seed: Seed, log: (message: string) => void): void {
  const started = performance.now();
  const counts = buildFile(file, (db) => writeSeed(db, seed));
  log(seedSummary(seed, counts, performance.now() - started));
}

export function seedSummary(seed: Seed, counts: { phrases: number; payments: number }, ms: number): string {
  const n = (count: number) => count.toLocaleString('en');
  const { data } = seed;
  return (
    `[emulator] seeded the ${seed.volume} volume in ${(ms / 1000).toFixed(1)} s: ${n(data.websites.length)} websites, ` +
    `${n(data.users.length)} users, ${n(data.languages.length)} languages, ${n(data.words.length)} words, ` +
    `${n(counts.phrases)} phrases, ${n(counts.payments)} payments`
  );
}

/** Deletes a store file with its journal files (the store is closed). */
export function removeDatabase(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}

function buildFile<T>(file: string, fill: (db: DatabaseSync) => T): T {
  const building = `${file}.building-${process.pid}`;
  rmSync(building, { force: true });
  const db = openForBulkLoad(building);
  let result: T;
  try {
    result = fill(db);
  } finally {
    db.close();
  }
  // The bulk load wrote without syncing: the file reaches the disk before it takes the store's
  // name (a crash never leaves a half-written store.sqlite), and the first request served does not
  // wait for the hundreds of megabytes its first commit's sync would flush (6 s at operator volume).
  syncFile(building);
  removeDatabase(file);
  renameSync(building, file);
  return result;
}

function syncFile(file: string): void {
  const fd = openSync(file, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function openExisting(file: string, warn: (message: string) => void): DatabaseSync | null {
  let db: DatabaseSync | null = null;
  try {
    db = openDatabase(file);
    const format = readMeta(db, 'format');
    if (format !== STORE_FORMAT) throw new Error(format === null ? 'no store format' : `store format ${format}, expected ${STORE_FORMAT}`);
    db.exec(INDEXES);
    return db;
  } catch (error) {
    db?.close();
    const aside = `${file}.corrupt-${Date.now()}`;
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(`${file}${suffix}`)) renameSync(`${file}${suffix}`, `${aside}${suffix}`);
    warn(`[emulator] ${file} could not be read (${(error as Error).message}); moved it to ${aside} and started from the seed`);
    return null;
  }
}

function importLegacy(file: string, warn: (message: string) => void): Seed | null {
  try {
    return legacySeed(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  } catch (error) {
    const aside = `${file}.corrupt-${Date.now()}`;
    renameSync(file, aside);
    warn(`[emulator] ${file} could not be read (${(error as Error).message}); moved it to ${aside} and started from the seed`);
    return null;
  }
}
