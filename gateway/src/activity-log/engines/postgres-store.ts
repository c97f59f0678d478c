import { Pool } from 'pg';
import type { ActivityList, ActivityQuery, ActivityStore, NewActivityEntry } from '../entry';
import { ACTIVITY_COLUMNS, activityWhere, entryValues, rowToEntry } from './sql';
import { migrationsOf } from './migrations';

// The engine several gateway replicas share (DATABASE_URL). Migrations run under an advisory
// lock, so replicas starting together apply each file once.

const MIGRATION_LOCK = 190_019;

export class PostgresActivityStore implements ActivityStore {
  readonly engine = 'postgres' as const;
  private readonly pool: Pool;
  private readonly ready: Promise<void>;

  constructor(url: string) {
    // A short connect timeout: a write never waits on the store, but the retry queue should learn quickly.
    this.pool = new Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 2000 });
    // An idle client's error (the server restarted) must not end the process; the next query reconnects.
    this.pool.on('error', () => {});
    this.ready = this.migrate();
    // Awaited by every call; a failed start shows in the first call's error (and the health field).
    this.ready.catch(() => {});
  }

  private async migrate() {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)');
      const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
      const applied = new Set(rows.map((r) => r.name));
      for (const migration of migrationsOf('postgres')) {
        if (applied.has(migration.name)) continue;
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [migration.name, Date.now()]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  }

  /** Waits for the migrations; a start that failed (server down then) is tried again. */
  private async started(): Promise<void> {
    try {
      await this.ready;
    } catch {
      await this.migrate();
    }
  }

  async append(entries: readonly NewActivityEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.started();
    const values: unknown[] = [];
    const rows = entries.map((e) => {
      const base = values.length;
      const row = entryValues(e);
      values.push(...row);
      return `(${row.map((_, i) => `$${base + i + 1}`).join(', ')})`;
    });
    await this.pool.query(`INSERT INTO activity (${ACTIVITY_COLUMNS}) VALUES ${rows.join(', ')}`, values);
  }

  async list(query: ActivityQuery, offset: number, limit: number): Promise<ActivityList> {
    await this.started();
    const where = activityWhere(query, (n) => `$${n}`);
    const n = where.params.length;
    const [count, page] = await Promise.all([
      this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM activity ${where.sql}`, where.params),
      this.pool.query(`SELECT * FROM activity ${where.sql} ORDER BY at DESC, id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [
        ...where.params,
        limit,
        offset,
      ]),
    ]);
    return { items: page.rows.map(rowToEntry), total: Number(count.rows[0]?.n ?? 0) };
  }

  async ping(): Promise<void> {
    await this.started();
    await this.pool.query('SELECT 1');
  }

  async areas(): Promise<string[]> {
    await this.started();
    const { rows } = await this.pool.query<{ area: string }>('SELECT DISTINCT area FROM activity ORDER BY area');
    return rows.map((row) => row.area);
  }

  async prune(before: number): Promise<number> {
    await this.started();
    const result = await this.pool.query('DELETE FROM activity WHERE at < $1', [before]);
    return result.rowCount ?? 0;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
