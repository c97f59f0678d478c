import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

export interface ListState<S extends string> {
  page: number;
  search: string;
  sort: S | null;
  dir: SortDirection | null;
}

interface ListStateChanges<S extends string> {
  page?: number;
  search?: string;
  sort?: { column: S; dir: SortDirection } | null;
}

/** Next state of the spec's sort cycle: ascending → descending → none. */
export function nextSort<S extends string>(
  state: Pick<ListState<S>, 'sort' | 'dir'>,
  column: S,
): { column: S; dir: SortDirection } | null {
  if (state.sort !== column) return { column, dir: 'asc' };
  return state.dir === 'asc' ? { column, dir: 'desc' } : null;
}

/**
 * Page, search and sort of a list, kept in the query string
 * (`?page=2&search=x&sort=email&dir=asc`) so reload, back and shared links
 * restore them. Defaults are left out of the URL.
 */
export function useUrlListState<S extends string>(sortColumns: readonly S[]) {
  const [params, setParams] = useSearchParams();

  const state = useMemo<ListState<S>>(() => {
    const page = Number.parseInt(params.get('page') ?? '', 10);
    const sortParam = params.get('sort') as S | null;
    const sort = sortParam && sortColumns.includes(sortParam) ? sortParam : null;
    const dirParam = params.get('dir');
    return {
      page: Number.isFinite(page) && page > 1 ? page : 1,
      search: params.get('search') ?? '',
      sort,
      dir: sort ? (dirParam === 'desc' ? 'desc' : 'asc') : null,
    };
  }, [params, sortColumns]);

  const update = useCallback(
    (changes: ListStateChanges<S>, options?: { replace?: boolean }) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
        if (changes.page !== undefined) set('page', changes.page > 1 ? String(changes.page) : null);
        if (changes.search !== undefined) set('search', changes.search.trim() || null);
        if (changes.sort !== undefined) {
          set('sort', changes.sort?.column ?? null);
          set('dir', changes.sort?.dir ?? null);
        }
        return next;
        // Rendered in the same tick as the URL change: a quick second click
        // (sort cycle, next page) then sees the state the first one produced.
      }, { ...options, flushSync: true });
    },
    [setParams],
  );

  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => update({ page }, options),
    [update],
  );
  /** A new search starts again from page 1. */
  const setSearch = useCallback((search: string) => update({ search, page: 1 }), [update]);
  /** Cycles the column's sort and starts again from page 1. */
  const toggleSort = useCallback((column: S) => update({ sort: nextSort(state, column), page: 1 }), [state, update]);

  return { ...state, setPage, setSearch, toggleSort };
}
