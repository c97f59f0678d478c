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

function compare(a: unknown, b: unknown): number {
  // Case-insensitive like a database collation, but without locale rules so the
  // order is the same on every machine.
  if (typeof a === 'string' && typeof b === 'string') {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (a === b) return 0;
  return Number(a) < Number(b) ? -1 : 1;
}

/** Sorts a copy by one column, ties broken by ascending id so pages are stable. */
export function sortRows<T extends { id: number }>(rows: readonly T[], column: keyof T, direction: 'ASC' | 'DESC'): T[] {
  const sign = direction === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => sign * compare(a[column], b[column]) || a.id - b.id);
}

/** Cuts one page; a page past the end is empty, pageCount is 0 for no rows. */
export function paginate<T>(rows: readonly T[], page: number, limit: number): Page<T> {
  const items = rows.slice((page - 1) * limit, page * limit);
  return { items, itemCount: items.length, totalItems: rows.length, pageCount: Math.ceil(rows.length / limit) };
}
