import { useCallback, useMemo } from 'react';
import { nextSort, pageParam, sortParams, useSearchParamChanges } from '../../shared/lists/use-url-list-state';
import { readListParams } from '../../shared/lists/list-params';
import { parseSearchIn, type SearchIn } from './seo-search-rules';
import type { WebsiteLanguage } from './seo-types';

export const SEO_TABS = ['content', 'casino', 'bulk', 'templates', 'redirections', 'robots'] as const;
export type SeoTab = (typeof SEO_TABS)[number];

export const SORT_COLUMNS = ['name', 'type', 'metaTitle', 'pageTitle'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/** Search state owned by the sub-tabs; it starts afresh when the sub-tab changes. */
const LIST_KEYS = ['q', 'in', 'sport', 'region', 'page', 'sort', 'dir'] as const;

/**
 * The SEO tab's state in the URL of the website edit screen (`seoTab`, `lang`,
 * `q`, `in`, `sport`, `region`, `page`, `sort`, `dir`), so reload, back and
 * shared links restore it. Defaults stay out of the URL.
 */
export function useSeoUrlState(languages: readonly WebsiteLanguage[], canWrite: boolean) {
  const [params, change] = useSearchParamChanges();

  const state = useMemo(() => {
    const tabParam = params.get('seoTab') as SeoTab | null;
    // Bulk Data needs write: without it a shared link falls back to Content Edit.
    const usable = tabParam && SEO_TABS.includes(tabParam);
    const tab: SeoTab = usable && (tabParam !== 'bulk' || canWrite) ? tabParam : 'content';
    const language = languages.find((l) => l.code === params.get('lang')) ?? languages[0] ?? null;
    return {
      tab,
      language,
      q: params.get('q') ?? '',
      searchIn: parseSearchIn(params.get('in')),
      sport: params.get('sport') ?? '',
      region: params.get('region') ?? '',
      ...readListParams(params, SORT_COLUMNS),
    };
  }, [params, languages, canWrite]);

  const setTab = useCallback(
    (tab: SeoTab) => change({ seoTab: tab === 'content' ? null : tab, ...Object.fromEntries(LIST_KEYS.map((k) => [k, null])) }),
    [change],
  );
  const setLanguage = useCallback(
    (code: string) => change({ lang: code === languages[0]?.code ? null : code, ...pageParam(1) }),
    [change, languages],
  );
  const setPage = useCallback((page: number, options?: { replace?: boolean }) => change(pageParam(page), options), [change]);
  /** A new search starts again from page 1. */
  const applySearch = useCallback(
    (search: { q: string; searchIn?: SearchIn; sport?: string; region?: string }) =>
      change({
        q: search.q.trim() || null,
        in: search.searchIn && search.searchIn !== 'all' ? search.searchIn : null,
        sport: search.sport?.trim() || null,
        region: search.region?.trim() || null,
        ...pageParam(1),
      }),
    [change],
  );
  const toggleSort = useCallback(
    (column: SortColumn) => change({ ...sortParams(nextSort(state, column)), ...pageParam(1) }),
    [state, change],
  );

  return { ...state, setTab, setLanguage, setPage, applySearch, toggleSort };
}

export type SeoUrlState = ReturnType<typeof useSeoUrlState>;
