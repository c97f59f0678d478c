import DataLoader from 'dataloader';
import type { UpstreamCaller } from '../../upstream/caller';
import { ALL_WEBSITES_LIMIT, getWebsite, listWebsites, type UpstreamWebsite } from './client';
import { perRequest } from '../../context';

export interface WebsiteLoaders {
  /** By id, deduplicated within one request (no batch endpoint upstream). */
  byId: DataLoader<string, UpstreamWebsite>;
  /** Every website (optionally searched), fetched at most once per request. */
  all(term?: string | null): Promise<UpstreamWebsite[]>;
}

export function createWebsiteLoaders(call: UpstreamCaller): WebsiteLoaders {
  const byId = new DataLoader<string, UpstreamWebsite>((ids) =>
    Promise.all(ids.map((id) => getWebsite(call, id).catch((error: unknown) => error as Error))),
  );
  const lists = new Map<string, Promise<UpstreamWebsite[]>>();
  return {
    byId,
    all(term) {
      const key = term ?? '';
      let list = lists.get(key);
      if (!list) {
        list = listWebsites(call, { page: 1, limit: ALL_WEBSITES_LIMIT, term }).then((page) => {
          for (const w of page.items) byId.prime(w.id, w);
          return page.items;
        });
        lists.set(key, list);
      }
      return list;
    },
  };
}

/** The request's website loaders: `ctx.use(websiteLoaders)`. */
export const websiteLoaders = perRequest((ctx) => createWebsiteLoaders(ctx.callApi));
