// The emulator's data, on SQLite (storage/database.ts) under DATA_DIR, or in memory for tests.
// Two halves, chosen by size:
// - the collections of ordinary size (users, websites, words, SEO rules, help pages, …) live in
//   memory as plain arrays for the routes to read (`store.read()`), and each record is also a row
//   of the `records` table;
// - the very large ones live only in SQL tables that their routes query (`store.tables`): the
//   phrases and word exceptions (1.2 million phrases at operator volume) and the payments (a
//   million).
// A change (`store.update`) runs in one SQLite transaction. It gets a draft that copies only the
// collections it reaches for (storage/draft.ts) and the SQL tables; when it returns, the records
// it changed are written (storage/records.ts), the transaction commits and the draft becomes the
// data. When it throws (a validation error), the transaction rolls back: nothing is written,
// neither in memory nor on disk.
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { StoreData } from './model';
import { migrate } from './migrate';
import { PaymentTable } from './domains/payments/payment-table';
import { buildSeed } from './datasets';
import type { SeedVolume } from './seed/volume';
import { openDatabase, readMeta, transaction } from './storage/database';
import { Draft } from './storage/draft';
import { memoryDatabase } from './storage/memory-database';
import { PhraseTable } from './storage/phrases';
import { RecordTable } from './storage/records';
import { openStoreFile, seedFile, STORE_FILE } from './storage/store-file';
import { WordExceptionTable } from './storage/word-exceptions';

export interface StoreOptions {
  /** Folder of store.sqlite; ignored when inMemory. */
  dataDir?: string;
  /** Keep everything in memory (fast unit tests): nothing is read or written on disk. */
  inMemory?: boolean;
  /** Start from a fresh seed instead of the saved data. */
  reset?: boolean;
  /** The volume a new store is seeded at, and POST /_dev/reset seeds again at (default demo). */
  volume?: SeedVolume;
  warn?: (message: string) => void;
  /** What was seeded or imported, and how long it took (default: the console). */
  log?: (message: string) => void;
}

/** The data kept in SQL tables only, queried where it is used. Writes belong inside `update`. */
export interface StoreTables {
  phrases: PhraseTable;
  exceptions: WordExceptionTable;
  payments: PaymentTable;
}

export class Store {
  /** store.sqlite, or null in memory. */
  readonly file: string | null;
  /** The volume new data is seeded at (SEED_VOLUME); the data held may be another (`volume`). */
  readonly seedVolume: SeedVolume;
  /** The instant the payments' ages count back from. */
  private readonly startedAt = Date.now();
  private readonly log: (message: string) => void;
  private db!: DatabaseSync;
  private records!: RecordTable;
  private data!: StoreData;
  private sqlTables!: StoreTables;

  constructor(options: StoreOptions = {}) {
    const warn = options.warn ?? ((message: string) => console.warn(message));
    this.log = options.log ?? ((message: string) => console.log(message));
    this.seedVolume = options.volume ?? 'demo';
    const seed = () => buildSeed(this.seedVolume);
    if (options.inMemory || !options.dataDir) {
      this.file = null;
      this.attach(memoryDatabase(this.seedVolume, seed, this.log));
      return;
    }
    this.file = join(options.dataDir, STORE_FILE);
    this.attach(openStoreFile(options.dataDir, { reset: options.reset ?? false, seed, warn, log: this.log }));
    if (this.volume !== this.seedVolume) {
      warn(
        `[emulator] ${options.dataDir} holds the ${this.volume} volume, not the ${this.seedVolume} volume asked for, and is served as it is; ` +
          `EMULATOR_RESET=1 (or POST /_dev/reset) seeds it again at the ${this.seedVolume} volume`,
      );
    }
  }

  /** The volume the data held was seeded at. */
  get volume(): SeedVolume {
    return readMeta(this.db, 'volume') as SeedVolume;
  }

  /** The phrases, word exceptions and payments. */
  get tables(): StoreTables {
    return this.sqlTables;
  }

  /** The current, acknowledged state. Callers must treat it as read-only. */
  read(): Readonly<StoreData> {
    return this.data;
  }

  /**
   * Applies `change` (synchronous) to a draft of the data and the SQL tables in one transaction;
   * resolves with what it returned once the transaction has committed. If it throws, nothing is
   * written and the error propagates. Changes run one at a time, in order.
   */
  update<T>(change: (draft: StoreData, tables: StoreTables) => T): Promise<T> {
    try {
      return Promise.resolve(this.apply(change));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Seeds everything again at `seedVolume` (POST /_dev/reset). */
  reset(): Promise<void> {
    const seed = buildSeed(this.seedVolume);
    this.db.close();
    if (this.file) {
      seedFile(this.file, seed, this.log);
      this.attach(openDatabase(this.file));
    } else this.attach(memoryDatabase(this.seedVolume, () => seed, this.log));
    return Promise.resolve();
  }

  /** Resolves when every change has been written: each is written before `update` resolves. */
  flush(): Promise<void> {
    return Promise.resolve();
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  private apply<T>(change: (draft: StoreData, tables: StoreTables) => T): T {
    const draft = new Draft(this.data);
    const before = this.data as unknown as Record<string, unknown>;
    const { result, next, writes } = transaction(this.db, () => {
      const returned = change(draft.data, this.sqlTables);
      if (returned instanceof Promise) throw new Error('[emulator] a store change must be synchronous');
      const after = draft.result() as unknown as Record<string, unknown>;
      return { result: returned, next: after, writes: this.records.write(before, after, draft.touched()) };
    });
    writes.commit();
    // A collection read but not changed stays the same object: caches keyed on it (the words'
    // index) hold, and the copy is dropped.
    for (const collection of writes.unchanged) next[collection] = before[collection];
    this.data = next as unknown as StoreData;
    return result;
  }

  private attach(db: DatabaseSync): void {
    this.db = db;
    this.records = new RecordTable(db);
    this.data = migrate(this.records.load());
    this.sqlTables = {
      phrases: new PhraseTable(db),
      exceptions: new WordExceptionTable(db),
      payments: new PaymentTable(db, this.startedAt),
    };
  }
}
