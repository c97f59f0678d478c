// Query parsing, sorting and paging shared by every list route:
// ?page&limit&term&sortColumn&sortDirection → {items, itemCount, totalItems, pageCount}.
import { Validator } from './validation';

export interface ListQuery<Column extends string> {
  page: number;
  limit: number;
  /** Lower-cased search term, '' when absent. */
  term: string;
  sortColumn: Column;
  sortDirection: 'ASC' | 'DESC';
}

export interface Page<T> {
  items: T[];
  itemCount: number;
  totalItems: number;
  pageCount: number;
}

export const DEFAULT_LIMIT = 10;

function positiveInt(validator: Validator, property: string, raw: string | null, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  validator.custom(property, Number.isInteger(value), 'isInt', `${property} must be an integer number`);
  validator.custom(property, !(value < 1), 'min', `${property} must not be less than 1`);
  return value;
}

/** Parses list query parameters; 400 (class-validator shape) on bad values. */
export function parseListQuery<Column extends string>(
  query: URLSearchParams,
  sortColumns: readonly Column[],
  defaultColumn: Column,
): ListQuery<Column> {
  const raw = Object.fromEntries(query);
  const validator = new Validator(raw);
  const page = positiveInt(validator, 'page', query.get('page'), 1);
  const limit = positiveInt(validator, 'limit', query.get('limit'), DEFAULT_LIMIT);
  const column = query.get('sortColumn') || defaultColumn;
  const direction = (query.get('sortDirection') || 'ASC').toUpperCase();
  validator.custom(
    'sortColumn',
    (sortColumns as readonly string[]).includes(column),
    'isIn',
    `sortColumn must be one of the following values: ${sortColumns.join(', ')}`,
  );
  validator.custom(
    'sortDirection',
    direction === 'ASC' || direction === 'DESC',
    'isIn',
    'sortDirection must be one of the following values: ASC, DESC',
  );
  validator.check();
  return {
    page,
    limit,
    term: (query.get('term') ?? '').trim().toLowerCase(),
    sortColumn: column as Column,
    sortDirection: direction as 'ASC' | 'DESC',
  };
}

/** A sort key: strings lower-cased once (case-insensitive like a database collation, but without locale rules, so the order is the same on every machine). */
function sortKey(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase() : value;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a === b) return 0;
  return Number(a) < Number(b) ? -1 : 1;
}

/**
 * Sorts a copy by one column, ties broken by ascending id so pages are stable. Each value is
 * lower-cased once, not at every comparison, and rows already in order (a list by id, as it is
 * stored) are not sorted at all: 31,000 words cost a walk, not a sort.
 */
export function sortRows<T extends { id: number }>(rows: readonly T[], column: keyof T, direction: 'ASC' | 'DESC'): T[] {
  const sign = direction === 'DESC' ? -1 : 1;
  const order = (a: unknown, aId: number, b: unknown, bId: number) => sign * compare(a, b) || aId - bId;
  let sorted = true;
  for (let i = 1; i < rows.length && sorted; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    sorted = order(sortKey(a[column]), a.id, sortKey(b[column]), b.id) <= 0;
  }
  if (sorted) return [...rows];
  const keyed = rows.map((row) => ({ key: sortKey(row[column]), row }));
  keyed.sort((a, b) => order(a.key, a.row.id, b.key, b.row.id));
  return keyed.map(({ row }) => row);
}

/** Cuts one page; a page past the end is empty, pageCount is 0 for no rows. */
export function paginate<T>(rows: readonly T[], page: number, limit: number): Page<T> {
  const items = rows.slice((page - 1) * limit, page * limit);
  return { items, itemCount: items.length, totalItems: rows.length, pageCount: Math.ceil(rows.length / limit) };
}
