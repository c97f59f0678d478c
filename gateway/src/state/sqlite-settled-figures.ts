import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction, sqlite } from './sqlite';
import type { SettledFigures } from './settled-figures';

// Settled figures with one gateway (no REDIS_URL): a file under the data folder, so that a
// restarted gateway finds the past year's payment figures it computed before (issue 40: a year's
// summary right after a restart reads 366 kept days instead of a million payments). Bounded like
// the memory store was: the oldest written go first. Its calls are synchronous and short (a
// primary-key look-up per key, one transaction per write).

/** Enough for a year of days for a few hundred distinct filters. */
const MAX_ENTRIES = 200_000;

export class SqliteSettledFigures implements SettledFigures {
  private readonly db: DatabaseSync;

  constructor(
    file: string,
    private readonly max = MAX_ENTRIES,
  ) {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    this.db = new (sqlite().DatabaseSync)(file);
    this.db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 2000;
      CREATE TABLE IF NOT EXISTS settled (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER NOT NULL, written INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS settled_written ON settled (written)`);
  }

  getMany(keys: readonly string[]): Promise<(string | null)[]> {
    const now = Date.now();
    const read = this.db.prepare('SELECT value, expires_at FROM settled WHERE key = ?');
    return Promise.resolve(
      keys.map((key) => {
        const row = read.get(key);
        return row && Number(row.expires_at) > now ? String(row.value) : null;
      }),
    );
  }

  setMany(entries: readonly (readonly [string, string])[], ttlMs: number): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    const expiresAt = Date.now() + ttlMs;
    const write = this.db.prepare(
      `INSERT INTO settled (key, value, expires_at, written) VALUES (?, ?, ?, (SELECT coalesce(max(written), 0) + 1 FROM settled))
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at, written = excluded.written`,
    );
    inTransaction(this.db, () => {
      for (const [key, value] of entries) write.run(key, value, expiresAt);
      this.db.prepare('DELETE FROM settled WHERE expires_at <= ?').run(Date.now());
      const over = Number(this.db.prepare('SELECT count(*) AS n FROM settled').get()?.n ?? 0) - this.max;
      if (over > 0) this.db.prepare('DELETE FROM settled WHERE key IN (SELECT key FROM settled ORDER BY written LIMIT ?)').run(over);
    });
    return Promise.resolve();
  }

  // Locks stay in memory: this gateway is alone, and one that died holding the warm-up's must not
  // make its restart wait for the lock to lapse.
  private readonly locks = new Map<string, { token: string; expiresAt: number }>();

  claim(key: string, ttlMs: number): Promise<string | null> {
    const held = this.locks.get(key);
    if (held && held.expiresAt > Date.now()) return Promise.resolve(null);
    const token = randomUUID();
    this.locks.set(key, { token, expiresAt: Date.now() + ttlMs });
    return Promise.resolve(token);
  }

  release(key: string, token: string): Promise<void> {
    if (this.locks.get(key)?.token === token) this.locks.delete(key);
    return Promise.resolve();
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
