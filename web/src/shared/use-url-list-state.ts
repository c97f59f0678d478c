import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

export interface ListState<S extends string> {
  page: number;
  search: string;
  sort: S | null;
  dir: SortDirection | null;
}

type ColumnSort<S extends string> = { column: S; dir: SortDirection } | null;

/** Search parameters to change: a value sets the key, null or '' deletes it, undefined leaves it alone. */
export type ParamChanges = Record<string, string | null | undefined>;

/** Next state of the spec's sort cycle: ascending → descending → none. */
export function nextSort<S extends string>(state: Pick<ListState<S>, 'sort' | 'dir'>, column: S): ColumnSort<S> {
  if (state.sort !== column) return { column, dir: 'asc' };
  return state.dir === 'asc' ? { column, dir: 'desc' } : null;
}

/** Page and sort of a list as the URL has them (`page`, `sort`, `dir`); unknown or invalid values fall back to the defaults. */
export function readListParams<S extends string>(
  params: URLSearchParams,
  sortColumns: readonly S[],
): Pick<ListState<S>, 'page' | 'sort' | 'dir'> {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sortParam = params.get('sort') as S | null;
  const sort = sortParam && sortColumns.includes(sortParam) ? sortParam : null;
  return {
    page: Number.isFinite(page) && page > 1 ? page : 1,
    sort,
    dir: sort ? (params.get('dir') === 'desc' ? 'desc' : 'asc') : null,
  };
}

/** URL changes for a page (page 1 is the default, left out of the URL). */
export const pageParam = (page: number): ParamChanges => ({ page: page > 1 ? String(page) : null });

/** URL changes for a sort (none: both keys go). */
export const sortParams = <S extends string>(sort: ColumnSort<S>): ParamChanges => ({
  sort: sort?.column ?? null,
  dir: sort?.dir ?? null,
});

/** `previous` with `changes` applied (see ParamChanges). */
export function withParams(previous: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The search parameters and a function applying ParamChanges to them (push, or `replace`). */
export function useSearchParamChanges() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: ParamChanges, options?: { replace?: boolean }) =>
      // Rendered in the same tick as the URL change: a quick second click
      // (sort cycle, next page) then sees the state the first one produced.
      setParams((previous) => withParams(previous, changes), { ...options, flushSync: true }),
    [setParams],
  );
  return [params, change] as const;
}

/** The page sizes a list offers; the spec's 10 is the default and stays out of the URL. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** `?size=` when it is one of PAGE_SIZES, else the default. */
export function readPageSize(params: URLSearchParams): number {
  const size = Number(params.get('size'));
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/**
 * Page, search and sort of a list, kept in the query string
 * (`?page=2&search=x&sort=email&dir=asc`) so reload, back and shared links
 * restore them. Defaults are left out of the URL.
 */
export function useUrlListState<S extends string>(sortColumns: readonly S[]) {
  const [params, change] = useSearchParamChanges();

  const state = useMemo<ListState<S> & { pageSize: number }>(
    () => ({ ...readListParams(params, sortColumns), search: params.get('search') ?? '', pageSize: readPageSize(params) }),
    [params, sortColumns],
  );

  const setPage = useCallback((page: number, options?: { replace?: boolean }) => change(pageParam(page), options), [change]);
  /** A new search starts again from page 1. */
  const setSearch = useCallback((search: string) => change({ search: search.trim() || null, ...pageParam(1) }), [change]);
  /** Cycles the column's sort and starts again from page 1. */
  const toggleSort = useCallback((column: S) => change({ ...sortParams(nextSort(state, column)), ...pageParam(1) }), [state, change]);

  /** Another page size starts again from page 1. */
  const setPageSize = useCallback(
    (size: number) => change({ size: size === DEFAULT_PAGE_SIZE ? null : String(size), ...pageParam(1) }),
    [change],
  );

  return { ...state, setPage, setSearch, toggleSort, setPageSize };
}
