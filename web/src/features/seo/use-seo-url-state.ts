import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { nextSort, type SortDirection } from '../../shared/use-url-list-state';
import { parseSearchIn, type SearchIn } from './seo-search-rules';
import type { WebsiteLanguage } from './seo-types';

export const SEO_TABS = ['content', 'casino', 'bulk', 'templates', 'redirections', 'robots'] as const;
export type SeoTab = (typeof SEO_TABS)[number];

export const SORT_COLUMNS = ['name', 'type', 'metaTitle', 'pageTitle'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/** Search state owned by the sub-tabs; it starts afresh when the sub-tab changes. */
const LIST_KEYS = ['q', 'in', 'sport', 'region', 'page', 'sort', 'dir'] as const;
type Changes = Partial<Record<(typeof LIST_KEYS)[number] | 'seoTab' | 'lang', string | null>>;

/**
 * The SEO tab's state in the URL of the website edit screen (`seoTab`, `lang`,
 * `q`, `in`, `sport`, `region`, `page`, `sort`, `dir`), so reload, back and
 * shared links restore it. Defaults stay out of the URL.
 */
export function useSeoUrlState(languages: readonly WebsiteLanguage[], canWrite: boolean) {
  const [params, setParams] = useSearchParams();

  const state = useMemo(() => {
    const tabParam = params.get('seoTab') as SeoTab | null;
    // Bulk Data needs write: without it a shared link falls back to Content Edit.
    const usable = tabParam && SEO_TABS.includes(tabParam);
    const tab: SeoTab = usable && (tabParam !== 'bulk' || canWrite) ? tabParam : 'content';
    const language = languages.find((l) => l.code === params.get('lang')) ?? languages[0] ?? null;
    const page = Number.parseInt(params.get('page') ?? '', 10);
    const sortParam = params.get('sort') as SortColumn | null;
    const sort = sortParam && SORT_COLUMNS.includes(sortParam) ? sortParam : null;
    const dir: SortDirection | null = sort ? (params.get('dir') === 'desc' ? 'desc' : 'asc') : null;
    return {
      tab,
      language,
      q: params.get('q') ?? '',
      searchIn: parseSearchIn(params.get('in')),
      sport: params.get('sport') ?? '',
      region: params.get('region') ?? '',
      page: Number.isFinite(page) && page > 1 ? page : 1,
      sort,
      dir,
    };
  }, [params, languages, canWrite]);

  const update = useCallback(
    (changes: Changes, replace = false) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace, flushSync: true },
      );
    },
    [setParams],
  );

  const setTab = useCallback(
    (tab: SeoTab) => update({ seoTab: tab === 'content' ? null : tab, ...Object.fromEntries(LIST_KEYS.map((k) => [k, null])) }),
    [update],
  );
  const setLanguage = useCallback(
    (code: string) => update({ lang: code === languages[0]?.code ? null : code, page: null }),
    [update, languages],
  );
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => update({ page: page > 1 ? String(page) : null }, options?.replace),
    [update],
  );
  /** A new search starts again from page 1. */
  const applySearch = useCallback(
    (search: { q: string; searchIn?: SearchIn; sport?: string; region?: string }) =>
      update({
        q: search.q.trim() || null,
        in: search.searchIn && search.searchIn !== 'all' ? search.searchIn : null,
        sport: search.sport?.trim() || null,
        region: search.region?.trim() || null,
        page: null,
      }),
    [update],
  );
  const toggleSort = useCallback(
    (column: SortColumn) => {
      const next = nextSort(state, column);
      update({ sort: next?.column ?? null, dir: next?.dir ?? null, page: null });
    },
    [state, update],
  );

  return { ...state, setTab, setLanguage, setPage, applySearch, toggleSort };
}

export type SeoUrlState = ReturnType<typeof useSeoUrlState>;
