import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { ActivityList, ActivityQuery, ActivityStore, NewActivityEntry } from '../entry';
import { ACTIVITY_COLUMNS, activityWhere, entryValues, rowToEntry, type ActivityRow } from './sql';
import { migrationsOf } from './migrations';
import { inTransaction, sqlite } from '../../state/sqlite';

// The embedded default: Node's built-in SQLite, one file under the data folder (or `:memory:`),
// created and migrated at start. Its calls are synchronous and short (indexed, one page at a time);
// the recorder writes entries after the answer has gone.

export class SqliteActivityStore implements ActivityStore {
  readonly engine = 'sqlite' as const;
  private readonly db: DatabaseSync;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    this.db = new (sqlite().DatabaseSync)(file);
    // WAL: the Activity screen reads while writes land.
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 2000');
    this.migrate();
  }

  private migrate() {
    this.db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
    const applied = new Set(
      this.db
        .prepare('SELECT name FROM schema_migrations')
        .all()
        .map((r) => String(r.name)),
    );
    for (const migration of migrationsOf('sqlite')) {
      if (applied.has(migration.name)) continue;
      this.transaction(() => {
        this.db.exec(migration.sql);
        this.db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(migration.name, Date.now());
      });
    }
  }

  private transaction(work: () => void) {
    inTransaction(this.db, work);
  }

  async append(entries: readonly NewActivityEntry[]): Promise<void> {
    const insert = this.db.prepare(
      `INSERT INTO activity (${ACTIVITY_COLUMNS}) VALUES (${ACTIVITY_COLUMNS.split(',')
        .map(() => '?')
        .join(', ')})`,
    );
    this.transaction(() => {
      for (const e of entries) insert.run(...(entryValues(e) as SQLInputValue[]));
    });
  }

  async list(query: ActivityQuery, offset: number, limit: number): Promise<ActivityList> {
    const where = activityWhere(query, () => '?');
    const params = where.params as SQLInputValue[];
    const total = Number(this.db.prepare(`SELECT count(*) AS n FROM activity ${where.sql}`).get(...params)?.n ?? 0);
    const rows = this.db
      .prepare(`SELECT * FROM activity ${where.sql} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...params, limit, offset) as unknown as ActivityRow[];
    return { items: rows.map(rowToEntry), total };
  }

  ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
    return Promise.resolve();
  }

  async areas(): Promise<string[]> {
    return this.db
      .prepare('SELECT DISTINCT area FROM activity ORDER BY area')
      .all()
      .map((row) => String(row.area));
  }

  async prune(before: number): Promise<number> {
    return Number(this.db.prepare('DELETE FROM activity WHERE at < ?').run(before).changes);
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}
