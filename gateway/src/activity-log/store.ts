import type { Logger } from 'pino';
import type { GatewayConfig } from '../config';
import { PostgresActivityStore } from './engines/postgres-store';
import { ActivityRecorder } from './recorder';
import { SqliteActivityStore } from './engines/sqlite-store';

/** The replica's activity recorder: PostgreSQL when DATABASE_URL is set, else the SQLite file; none with AUDIT=false. */
export function createActivityRecorder(config: GatewayConfig['activity'], logger: Logger): ActivityRecorder | null {
  if (!config.enabled) return null;
  const store = config.databaseUrl ? new PostgresActivityStore(config.databaseUrl) : new SqliteActivityStore(config.sqlitePath);
  return new ActivityRecorder(store, logger, config);
}
