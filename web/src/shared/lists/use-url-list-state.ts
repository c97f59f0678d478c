import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, readListParams, readPageSize, type ListState, type SortDirection } from './list-params';

type ColumnSort<S extends string> = { column: S; dir: SortDirection } | null;

/** Search parameters to change: a value sets the key, null or '' deletes it, undefined leaves it alone. */
export type ParamChanges = Record<string, string | null | undefined>;

/** Next state of the spec's sort cycle: ascending → descending → none. */
export function nextSort<S extends string>(state: Pick<ListState<S>, 'sort' | 'dir'>, column: S): ColumnSort<S> {
  if (state.sort !== column) return { column, dir: 'asc' };
  return state.dir === 'asc' ? { column, dir: 'desc' } : null;
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
