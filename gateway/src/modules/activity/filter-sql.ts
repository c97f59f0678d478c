import type { ActivityQuery } from './entry';

// The list's WHERE clause, shared by both engines; `placeholder(n)` writes `?` (SQLite) or `$n` (PostgreSQL).

export function activityWhere(query: ActivityQuery, placeholder: (n: number) => string): { sql: string; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const add = (clause: (p: string) => string, value: string | number) => {
    params.push(value);
    clauses.push(clause(placeholder(params.length)));
  };
  // LIKE's escape character is spelled out: SQLite has no default one.
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
