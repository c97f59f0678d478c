import type { ApolloCache, Reference } from '@apollo/client';

interface CachedWebsitePage {
  items: readonly Reference[];
  totalItems: number;
  pageCount: number;
  page: number;
}

const DEFAULT_PAGE_SIZE = 10;

function pageArgs(storeFieldName: string): { page: number; pageSize: number; search: string | null } {
  const json = storeFieldName.slice(storeFieldName.indexOf('(') + 1, -1);
  const args = (json ? JSON.parse(json) : {}) as { page?: number; pageSize?: number; search?: string | null };
  return { page: args.page ?? 1, pageSize: args.pageSize ?? DEFAULT_PAGE_SIZE, search: args.search ?? null };
}

/**
 * A created website joins the cached list pages without a refetch: the
 * upstream appends new websites, so it lands on the last page when that page
 * has room. Searched pages cannot know whether it matches: they are dropped
 * and load again when shown.
 */
export function addWebsiteToCachedPages(cache: ApolloCache, website: Reference): void {
  cache.modify<{ websites: CachedWebsitePage }>({
    fields: {
      websites(existing, { storeFieldName, DELETE }) {
        if (!existing || !('items' in existing)) return existing;
        const page = existing as CachedWebsitePage;
        const args = pageArgs(storeFieldName);
        if (args.search) return DELETE;
        const totalItems = page.totalItems + 1;
        const pageCount = Math.max(1, Math.ceil(totalItems / args.pageSize));
        const lands = args.page === pageCount && page.items.length < args.pageSize;
        return { ...page, totalItems, pageCount, items: lands ? [...page.items, website] : page.items };
      },
    },
  });
}

/** A deleted website leaves the totals; its row is evicted by the caller. */
export function removeWebsiteFromCachedPages(cache: ApolloCache): void {
  cache.modify<{ websites: CachedWebsitePage }>({
    fields: {
      websites(existing, { storeFieldName }) {
        if (!existing || !('items' in existing)) return existing;
        const page = existing as CachedWebsitePage;
        const { pageSize } = pageArgs(storeFieldName);
        const totalItems = Math.max(0, page.totalItems - 1);
        return { ...page, totalItems, pageCount: Math.max(1, Math.ceil(totalItems / pageSize)) };
      },
    },
  });
}
