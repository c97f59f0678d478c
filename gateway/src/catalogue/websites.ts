// The websites every screen refers to (spec 000 §7 Websites), below the modules: the
// upstream website with its betshop and market, read once per request (`ctx.use(websiteLoaders)`),
// and the market's languages. The websites module adds the writes; the others read from here.
import { z } from 'zod';
import DataLoader from 'dataloader';
import type { Betshop, Market } from '../generated/schema-types';
import { upstreamUnavailable } from '../errors';
import { unpackJsonList } from '../upstream/json-list';
import { perRequest } from '../context';
import { parseBody, type UpstreamCaller } from '../upstream/caller';
import { upstreamId, UpstreamId } from '../upstream/ids';
import { upstreamPageOf } from '../upstream/page-schema';
import { readAllPages } from '../upstream/all-pages';

const UpstreamMarketSchema = z.object({
  id: UpstreamId,
  name: z.string().nullish(),
  defaultLanguage: z.string().nullish(),
  /** An array, or a JSON string of one on some upstream versions. */
  additionalLanguages: z.unknown(),
});

const UpstreamBetshopSchema = z.object({
  id: UpstreamId,
  name: z.string(),
  marketId: UpstreamId.nullish(),
  market: UpstreamMarketSchema.nullish(),
});

export const UpstreamWebsiteSchema = z.object({
  id: UpstreamId,
  name: z.string(),
  url: z.string(),
  betshopId: UpstreamId.nullish(),
  betshop: UpstreamBetshopSchema.nullish(),
  /** The caller's role (1 Admin, 2 Manager); the create modal compares it with 2. */
  role: z.coerce.number().nullish(),
});
export type UpstreamWebsite = z.infer<typeof UpstreamWebsiteSchema>;
export type UpstreamBetshop = z.infer<typeof UpstreamBetshopSchema>;
export type UpstreamMarket = z.infer<typeof UpstreamMarketSchema>;

const WebsitePageSchema = upstreamPageOf(UpstreamWebsiteSchema);
export type UpstreamWebsitePage = z.infer<typeof WebsitePageSchema>;

/**
 * The page size of the spec's website dropdowns (spec 000 §7: page 1, limit 999), the largest the
 * operator API is known to answer: "every website" reads pages of it to the end.
 */
export const WEBSITES_PAGE_SIZE = 999;

export async function listWebsites(
  call: UpstreamCaller,
  q: { page: number; limit: number; term?: string | null },
): Promise<UpstreamWebsitePage> {
  const res = await call({ method: 'GET', path: '/websites', query: { ...q } });
  return parseBody(WebsitePageSchema, res.body);
}

export async function getWebsite(call: UpstreamCaller, id: string): Promise<UpstreamWebsite> {
  const res = await call({ method: 'GET', path: `/websites/${upstreamId(id)}` });
  return parseBody(UpstreamWebsiteSchema, res.body);
}

export interface WebsiteLoaders {
  /** By id, deduplicated within one request (no batch endpoint upstream). */
  byId: DataLoader<string, UpstreamWebsite>;
  /** Every website (optionally searched), every page of it, fetched at most once per request. */
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
        const read = (page: number, limit: number) => listWebsites(call, { page, limit, term });
        list = readAllPages(read, { pageSize: WEBSITES_PAGE_SIZE, idOf: (w) => w.id }).then((websites) => {
          for (const w of websites) byId.prime(w.id, w);
          return websites;
        });
        lists.set(key, list);
      }
      return list;
    },
  };
}

/** The request's website loaders: `ctx.use(websiteLoaders)`. */
export const websiteLoaders = perRequest((ctx) => createWebsiteLoaders(ctx.callApi));

const DEFAULT_LANGUAGE = 'en';

export function toBetshop(b: UpstreamBetshop): Betshop {
  return {
    id: b.id,
    name: b.name,
    marketId: b.marketId ?? b.market?.id ?? null,
    market: b.market ? toMarket(b.market) : null,
  };
}

export function toMarket(m: UpstreamMarket): Market {
  return {
    id: m.id,
    name: m.name ?? null,
    defaultLanguage: m.defaultLanguage || DEFAULT_LANGUAGE,
    additionalLanguages: unpackLanguages(m.additionalLanguages),
  };
}

/**
 * Additional language codes: an array, a JSON string of one, or null. Anything
 * else is a field error (the market becomes null, the website still shows).
 */
export function unpackLanguages(raw: unknown): string[] {
  return unpackJsonList(raw, z.string(), malformed);
}

function malformed() {
  return upstreamUnavailable("The service returned unreadable languages for this website's market.");
}
