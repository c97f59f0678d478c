// The emulator's data: one JSON document in memory, mirrored to
// $DATA_DIR/store.json. Every change is applied to a copy, written to a temp file,
// fsynced and renamed over the old file before the in-memory state moves on, so a
// crash mid-write leaves the last acknowledged state on disk and a failed change
// (validation error, disk error) leaves both copies untouched.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoreData } from './model';
import { migrate } from './migrate';
import { seedData } from './seed';

export interface StoreOptions {
  /** Folder holding store.json; ignored when inMemory. */
  dataDir?: string;
  /** Keep everything in memory (fast unit tests): nothing is read or written. */
  inMemory?: boolean;
  /** Start from a fresh seed instead of the saved file. */
  reset?: boolean;
  warn?: (message: string) => void;
}

const FILE_NAME = 'store.json';
const TEMP_FILE = /^store\.json\.\d+\.\d+\.tmp$/;

export class Store {
  readonly file: string | null;
  private data: StoreData;
  private queue: Promise<unknown> = Promise.resolve();
  private tempCounter = 0;

  constructor(options: StoreOptions = {}) {
    const warn = options.warn ?? ((message: string) => console.warn(message));
    if (options.inMemory || !options.dataDir) {
      this.file = null;
      this.data = seedData();
      return;
    }
    mkdirSync(options.dataDir, { recursive: true });
    this.file = join(options.dataDir, FILE_NAME);
    removeStaleTempFiles(options.dataDir);
    const loaded = options.reset ? null : load(this.file, warn);
    this.data = loaded ?? seedData();
    if (!loaded) this.writeSync(this.data);
  }

  /** The current, acknowledged state. Callers must treat it as read-only. */
  read(): Readonly<StoreData> {
    return this.data;
  }

  /**
   * Applies `change` to a copy of the data and persists it; resolves with what
   * `change` returned once the file is safely on disk. If `change` throws, nothing
   * is written and the error propagates. Changes run one at a time, in order.
   */
  update<T>(change: (draft: StoreData) => T): Promise<T> {
    const run = async (): Promise<T> => {
      const draft = structuredClone(this.data);
      const result = change(draft);
      await this.write(draft);
      this.data = draft;
      return result;
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Replaces everything (used by /_dev/reset). */
  replace(data: StoreData): Promise<void> {
    return this.update((draft) => {
      Object.assign(draft, data);
    });
  }

  /** Resolves when every queued change has been written. */
  async flush(): Promise<void> {
    await this.queue;
  }

  private tempPath(): string {
    return `${this.file}.${process.pid}.${++this.tempCounter}.tmp`;
  }

  private async write(data: StoreData): Promise<void> {
    if (!this.file) return;
    const temp = this.tempPath();
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(JSON.stringify(data));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, this.file);
    await syncDirectory(this.file);
  }

  private writeSync(data: StoreData): void {
    if (!this.file) return;
    const temp = this.tempPath();
    const fd = openSync(temp, 'w', 0o600);
    try {
      writeSync(fd, JSON.stringify(data));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, this.file);
  }
}

// The rename itself is only durable once the directory entry is flushed.
async function syncDirectory(file: string): Promise<void> {
  const directory = file.slice(0, file.lastIndexOf('/')) || '/';
  try {
    const handle = await open(directory, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot fsync a directory; the file itself is already synced.
  }
}

function removeStaleTempFiles(dataDir: string): void {
  for (const entry of readdirSync(dataDir)) {
    if (TEMP_FILE.test(entry)) rmSync(join(dataDir, entry), { force: true });
  }
}

function load(file: string, warn: (message: string) => void): StoreData | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoreData>;
    if (parsed.version !== 1 || !Array.isArray(parsed.users)) throw new Error('unknown store format');
    return migrate(parsed);
  } catch (error) {
    const aside = `${file}.corrupt-${Date.now()}`;
    renameSync(file, aside);
    warn(`[emulator] ${file} could not be read (${(error as Error).message}); moved it to ${aside} and started from the seed`);
    return null;
  }
}
