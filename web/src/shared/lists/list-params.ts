// A list's page, page size and sort as its URL has them: plain functions (no React), so a
// route loader can read a list's query variables before the screen's code has loaded.

export type SortDirection = 'asc' | 'desc';

export interface ListState<S extends string> {
  page: number;
  search: string;
  sort: S | null;
  dir: SortDirection | null;
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

/** The page sizes a list offers; the spec's 10 is the default and stays out of the URL. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** `?size=` when it is one of PAGE_SIZES, else the default. */
export function readPageSize(params: URLSearchParams): number {
  const size = Number(params.get('size'));
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/**
 * The variables of a list query without sort at a URL (`?page=2&search=x&size=25`), as
 * useUrlListState reads them: a screen and its route's prefetch both ask with these.
 */
export function listQueryVariables(params: URLSearchParams): { page: number; pageSize: number; search: string | null } {
  return { page: readListParams(params, []).page, pageSize: readPageSize(params), search: params.get('search') || null };
}
