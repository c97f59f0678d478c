import type { DatabaseSync } from 'node:sqlite';

// Node's built-in SQLite, as the gateway's embedded stores use it (the activity store, the
// settled payment figures).

/** `node:sqlite`, reached through getBuiltinModule: it has no bare-name alias, which some loaders (jest) expect. */
export const sqlite = () => process.getBuiltinModule('node:sqlite');

/** Runs `work` in one transaction: all of it is written, or none of it. */
export function inTransaction(db: DatabaseSync, work: () => void): void {
  db.exec('BEGIN');
  try {
    work();
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
