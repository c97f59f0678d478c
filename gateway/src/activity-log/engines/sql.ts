import type { ActivityEntry, ActivityQuery, NewActivityEntry } from '../entry';
import { linkedEntryOf } from '../revert-link';

// What both engines share: the columns an entry is inserted into, the list's WHERE clause (`placeholder(n)` writes `?` for SQLite or
// `$n` for PostgreSQL) and the mapping of a stored row to an entry.

export function activityWhere(query: ActivityQuery, placeholder: (n: number) => string): { sql: string; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const add = (clause: (p: string) => string, value: string | number) => {
    params.push(value);
    clauses.push(clause(placeholder(params.length)));
  };
  // LIKE's escape character is spelled out: SQLite has no default one.
  if (query.id) add((p) => `id = ${p}`, Number(query.id));
  if (query.refs?.length) {
    for (const ref of query.refs) params.push(ref);
    const first = params.length - query.refs.length;
    clauses.push(`ref IN (${query.refs.map((_, i) => placeholder(first + i + 1)).join(', ')})`);
  }
  if (query.batch) add((p) => `batch = ${p}`, query.batch);
  if (query.reverts) add((p) => `reverts = ${p}`, query.reverts);
  if (query.user) add((p) => `lower(user_email) LIKE ${p} ESCAPE '\\'`, `%${escapeLike(query.user.toLowerCase())}%`);
  if (query.area) add((p) => `area = ${p}`, query.area);
  if (query.operation) add((p) => `operation = ${p}`, query.operation);
  if (query.entityType) add((p) => `entity_type = ${p}`, query.entityType);
  if (query.entityId) add((p) => `entity_id = ${p}`, query.entityId);
  if (query.from != null) add((p) => `at >= ${p}`, query.from);
  if (query.to != null) add((p) => `at < ${p}`, query.to);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ActivityRow {
  id: number;
  at: number;
  user_id: string | null;
  user_email: string | null;
  area: string;
  operation: string;
  entity_type: string | null;
  entity_id: string | null;
  entity_label: string | null;
  changes: string;
  ref: string | null;
  batch: string | null;
}

/** PostgreSQL answers BIGINTs as text and JSONB parsed; SQLite answers numbers and JSON text. */
export function rowToEntry(row: Omit<ActivityRow, 'changes'> & { changes: unknown }): ActivityEntry {
  return {
    id: String(row.id),
    at: Number(row.at),
    userId: row.user_id,
    userEmail: row.user_email,
    area: row.area,
    operation: row.operation,
    entityType: row.entity_type,
    entityId: row.entity_id,
    entityLabel: row.entity_label,
    ref: row.ref,
    batch: row.batch,
    changes: (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as ActivityEntry['changes'],
  };
}

/** The columns an entry is inserted into, in both engines. */
export const ACTIVITY_COLUMNS =
  'at, user_id, user_email, area, operation, entity_type, entity_id, entity_label, changes, ref, batch, reverts';

/** An entry's values for `ACTIVITY_COLUMNS`, in their order. */
export function entryValues(e: NewActivityEntry): unknown[] {
  return [
    e.at,
    e.userId,
    e.userEmail,
    e.area,
    e.operation,
    e.entityType,
    e.entityId,
    e.entityLabel,
    JSON.stringify(e.changes),
    e.ref ?? null,
    e.batch ?? null,
    linkedEntryOf(e.changes),
  ];
}
