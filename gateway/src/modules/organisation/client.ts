import { z } from 'zod';
import type { UpstreamService } from '../../upstream/upstreams';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { toUserErrors } from '../../upstream/user-errors';
import { upstreamId, type WriteResult, UpstreamId } from '../../upstream/ids';
import { upstreamPageOf, type UpstreamPage } from '../../upstream/page-schema';

// The operator API's organisation endpoints and the territory hierarchy
// source (emulator/README.md, Organisation): the only place knowing their paths.

/** The territory hierarchy source: companies, markets and betshops, no session headers. */
export const territorySource: UpstreamService = {
  name: 'territory hierarchy source',
  env: 'TERRITORY_URL',
  // The emulator serves it under the API's origin.
  defaultUrl: (api) => `${api}/api/territory-hierarchy/v1`,
  auth: 'none',
};

const ExternalId = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

export const UpstreamCompanySchema = z.object({ id: UpstreamId, name: z.string(), externalId: ExternalId });
export const UpstreamOrgMarketSchema = z.object({
  id: UpstreamId,
  name: z.string().nullish(),
  externalId: ExternalId,
  companyId: UpstreamId.nullish(),
  defaultLanguage: z.string().nullish(),
  additionalLanguages: z.unknown().optional(),
});
export const UpstreamOrgBetshopSchema = z.object({
  id: UpstreamId,
  name: z.string(),
  externalId: ExternalId,
  marketId: UpstreamId.nullish(),
});
export type UpstreamCompany = z.infer<typeof UpstreamCompanySchema>;
export type UpstreamOrgMarket = z.infer<typeof UpstreamOrgMarketSchema>;
export type UpstreamOrgBetshop = z.infer<typeof UpstreamOrgBetshopSchema>;

export interface ListQuery {
  page: number;
  limit: number;
  term?: string | null;
}

export async function listCompanies(call: UpstreamCaller, q: ListQuery): Promise<UpstreamPage<UpstreamCompany>> {
  const res = await call({ method: 'GET', path: '/company/get-all', query: { ...q } });
  return parseBody(upstreamPageOf(UpstreamCompanySchema), res.body);
}

export async function listMarkets(call: UpstreamCaller, companyId: string, q: ListQuery): Promise<UpstreamPage<UpstreamOrgMarket>> {
  const res = await call({ method: 'GET', path: `/company/${upstreamId(companyId)}/markets`, query: { ...q } });
  return parseBody(upstreamPageOf(UpstreamOrgMarketSchema), res.body);
}

export async function listBetshops(call: UpstreamCaller, marketId: string, q: ListQuery): Promise<UpstreamPage<UpstreamOrgBetshop>> {
  const res = await call({ method: 'GET', path: `/markets/${upstreamId(marketId)}/betshops`, query: { ...q } });
  return parseBody(upstreamPageOf(UpstreamOrgBetshopSchema), res.body);
}

/**
 * Betshops of every market in one search: `term` matches the name, or the id when it is digits
 * (an assumption about the operator API, emulator/README.md "Organisation").
 */
export async function searchBetshops(call: UpstreamCaller, q: ListQuery): Promise<UpstreamPage<UpstreamOrgBetshop>> {
  const res = await call({ method: 'GET', path: '/betshops', query: { ...q } });
  return parseBody(upstreamPageOf(UpstreamOrgBetshopSchema), res.body);
}

export async function getMarket(call: UpstreamCaller, id: string): Promise<UpstreamOrgMarket> {
  const res = await call({ method: 'GET', path: `/markets/${upstreamId(id)}` });
  return parseBody(UpstreamOrgMarketSchema, res.body);
}

const Named = z.object({ id: UpstreamId, name: z.string() });
const CompanyCrumbsSchema = z.object({ company: Named });
const MarketCrumbsSchema = z.object({ company: Named, market: Named });

export async function companyBreadcrumbs(call: UpstreamCaller, id: string) {
  const res = await call({ method: 'GET', path: `/company/${upstreamId(id)}/bredcrumps` });
  return parseBody(CompanyCrumbsSchema, res.body);
}

export async function marketBreadcrumbs(call: UpstreamCaller, id: string) {
  const res = await call({ method: 'GET', path: `/markets/${upstreamId(id)}/bredcrumps` });
  return parseBody(MarketCrumbsSchema, res.body);
}

/** A validated numeric id (throws BAD_USER_INPUT otherwise). */
export const checkedId = (id: string) => upstreamId(id);

// Saves: upserts keyed by externalId.

export interface SourceRecord {
  externalId: string;
  name: string;
}
const SaveResultSchema = z.object({
  added: z.coerce.number().int(),
  updated: z.coerce.number().int(),
  unchanged: z.coerce.number().int(),
});
export type SaveResult = z.infer<typeof SaveResultSchema>;

async function save(call: UpstreamCaller, path: string, body: object): Promise<WriteResult<SaveResult>> {
  const res = await call({ method: 'POST', path, body, expect: [400] });
  return res.status === 400
    ? { ok: false, userErrors: toUserErrors(res.body) }
    : { ok: true, value: parseBody(SaveResultSchema, res.body) };
}

export const saveCompanies = (call: UpstreamCaller, companies: SourceRecord[]) => save(call, '/company/save', { companies });
export const saveMarkets = (call: UpstreamCaller, companyId: string, markets: SourceRecord[]) =>
  save(call, '/markets/save', { companyId: Number(upstreamId(companyId)), markets });
export const saveBetshops = (call: UpstreamCaller, marketId: string, betshops: SourceRecord[]) =>
  save(call, '/betshops/save', { marketId: Number(upstreamId(marketId)), betshops });

// Territory hierarchy source: plain arrays, no authentication.

const SourceItemSchema = z.array(z.object({ id: z.string(), name: z.string() }));

export async function sourceList(territory: UpstreamCaller, path: string): Promise<SourceRecord[]> {
  const res = await territory({ method: 'GET', path }, null);
  return parseBody(SourceItemSchema, res.body).map((r) => ({ externalId: r.id, name: r.name }));
}

export const sourcePaths = {
  companies: () => '/companies',
  markets: (companyExternalId: string) => `/companies/${encodeURIComponent(companyExternalId)}/markets`,
  betshops: (marketExternalId: string) => `/markets/${encodeURIComponent(marketExternalId)}/betshops`,
};
