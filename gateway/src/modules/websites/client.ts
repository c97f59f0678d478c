import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { toUserErrors } from '../../upstream/user-errors';
import { upstreamId, type WriteResult, UpstreamId } from '../../upstream/ids';
import { upstreamPageOf } from '../../upstream/page-schema';

// The operator API's websites endpoints (read-only here; spec 000 §7 Websites).

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

/** The spec's "all websites" call (its dropdowns use page 1, limit 999). */
export const ALL_WEBSITES_LIMIT = 999;

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

export interface WebsiteWrite {
  name?: string;
  url?: string;
  betshopId?: number | string;
}

export async function createWebsite(call: UpstreamCaller, body: WebsiteWrite): Promise<WriteResult<UpstreamWebsite>> {
  const res = await call({ method: 'POST', path: '/websites', body, expect: [400] });
  return res.status === 400
    ? { ok: false, userErrors: toUserErrors(res.body) }
    : { ok: true, value: parseBody(UpstreamWebsiteSchema, res.body) };
}

export async function updateWebsite(call: UpstreamCaller, id: string, body: WebsiteWrite): Promise<WriteResult<UpstreamWebsite>> {
  const res = await call({ method: 'PATCH', path: `/websites/${upstreamId(id)}`, body, expect: [400] });
  return res.status === 400
    ? { ok: false, userErrors: toUserErrors(res.body) }
    : { ok: true, value: parseBody(UpstreamWebsiteSchema, res.body) };
}

export async function deleteWebsite(call: UpstreamCaller, id: string): Promise<WriteResult<string>> {
  const res = await call({ method: 'DELETE', path: `/websites/${upstreamId(id)}`, expect: [400] });
  return res.status === 400 ? { ok: false, userErrors: toUserErrors(res.body) } : { ok: true, value: id };
}
