// What the SQL-backed tables share: their connection and their statements, each prepared once.
import type { DatabaseSync, StatementSync } from 'node:sqlite';

export abstract class SqlTable {
  private readonly statements = new Map<string, StatementSync>();

  constructor(protected readonly db: DatabaseSync) {}

  /** Writes belong inside a store change, whose transaction makes them atomic with the rest of it. */
  protected assertInChange(what: string): void {
    if (!this.db.isTransaction) throw new Error(`[emulator] ${what} change only inside store.update()`);
  }

  protected statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }
}
