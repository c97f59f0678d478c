/** Spec 001 §5: an SEO rule search needs at least 3 characters; fewer clears the results. */
export const SEO_SEARCH_MIN_LENGTH = 3;
export const SEO_SEARCH_TOO_SHORT = 'You must enter more than 2 characters to search SEO rules';
/** Spec 001 §5: one character is enough to search casino categories. */
export const CASINO_SEARCH_MIN_LENGTH = 1;

export function canSearchSeoRules(term: string): boolean {
  return term.trim().length >= SEO_SEARCH_MIN_LENGTH;
}

export function canSearchCasinoCategories(term: string): boolean {
  return term.trim().length >= CASINO_SEARCH_MIN_LENGTH;
}

/** 'Search in' options, their URL values (`in`) and the GraphQL filter. */
export const SEARCH_IN_OPTIONS = [
  { value: 'all', label: 'All', filter: 'ALL' },
  { value: 'sports', label: 'Sports', filter: 'SPORTS' },
  { value: 'early-payout', label: 'Early payout', filter: 'EARLY_PAYOUT' },
  { value: 'regions', label: 'Regions', filter: 'REGIONS' },
  { value: 'leagues', label: 'Leagues', filter: 'LEAGUES' },
  { value: 'pages', label: 'Pages', filter: 'PAGES' },
] as const;

export type SearchIn = (typeof SEARCH_IN_OPTIONS)[number]['value'];
export type SeoFilter = (typeof SEARCH_IN_OPTIONS)[number]['filter'];

export function parseSearchIn(value: string | null): SearchIn {
  return SEARCH_IN_OPTIONS.find((o) => o.value === value)?.value ?? 'all';
}

export function searchFilter(searchIn: SearchIn): SeoFilter {
  return SEARCH_IN_OPTIONS.find((o) => o.value === searchIn)!.filter;
}

/** Spec 001 §2.2: 'Sport name' for regions and leagues, 'Region name' for leagues only. */
export function showsSportName(searchIn: SearchIn): boolean {
  return searchIn === 'regions' || searchIn === 'leagues';
}

export function showsRegionName(searchIn: SearchIn): boolean {
  return searchIn === 'leagues';
}
