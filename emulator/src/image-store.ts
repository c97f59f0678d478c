// Bytes of configuration images: files in <dataDir>/configuration-images next to
// store.sqlite, or a map in memory when the store is in memory. The list of images
// (names, types) lives in the store; seed images are drawn in code and need no file.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { seedImageBytes } from './seed/images';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export class ImageStore {
  private readonly memory = new Map<string, Buffer>();
  private readonly dir: string | null;

  /** `storeFile` = the store's file (store.sqlite), null when in memory. */
  constructor(storeFile: string | null) {
    this.dir = storeFile ? join(dirname(storeFile), 'configuration-images') : null;
  }

  put(name: string, bytes: Buffer): void {
    if (!this.dir) {
      this.memory.set(name, bytes);
      return;
    }
    mkdirSync(this.dir, { recursive: true });
    const temp = join(this.dir, `${name}.tmp`);
    writeFileSync(temp, bytes, { mode: 0o600 });
    renameSync(temp, join(this.dir, name));
  }

  /** The bytes, or null when there are none (the caller checks the store's list first). */
  get(name: string): Buffer | null {
    if (!SAFE_NAME.test(name)) return null;
    const stored = this.dir ? readOrNull(join(this.dir, name)) : (this.memory.get(name) ?? null);
    return stored ?? seedImageBytes().get(name) ?? null;
  }

  remove(name: string): void {
    if (!SAFE_NAME.test(name)) return;
    this.memory.delete(name);
    if (this.dir) rmSync(join(this.dir, name), { force: true });
  }
}

function readOrNull(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}
