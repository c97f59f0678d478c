import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { upstreamId, UpstreamId } from '../../upstream/ids';
import { writeCall } from '../../upstream/write-call';

// The operator API's SEO rule endpoints (emulator/README.md, "SEO").

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const UpstreamSeoRuleSchema = z.object({
  id: UpstreamId.nullish().transform((v) => v ?? null),
  websiteId: UpstreamId.nullish(),
  onlineLanguageId: UpstreamId.nullish(),
  entityType: z.string().nullish(),
  entityId: UpstreamId.nullish(),
  altCtx: z.string().nullish(),
  translation: z.string().nullish(),
  target: z
    .object({
      id: UpstreamId.nullish(),
      type: z.string().nullish(),
      name: z.string().nullish(),
      sportName: z.string().nullish(),
      regionName: z.string().nullish(),
    })
    .nullish(),
  content: text,
  metaDescription: text,
  metaTitle: text,
  pageTitle: text,
  noindex: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type UpstreamSeoRule = z.infer<typeof UpstreamSeoRuleSchema>;

const SearchPageSchema = z.object({
  items: z.array(UpstreamSeoRuleSchema),
  pageCount: z.coerce.number().int(),
});

export interface SeoSearchQuery {
  websiteId: string;
  languageId: string;
  term: string;
  /** `sport`, `sport/earlyPayout`, `region`, `league`, `page`; absent = all. */
  filter?: string;
  sport?: string;
  region?: string;
  page: number;
  sortColumn?: string;
  sortDirection?: 'ASC' | 'DESC';
}

export async function searchSeoRules(call: UpstreamCaller, q: SeoSearchQuery) {
  const res = await call({
    method: 'GET',
    path: `/seo-rules/language/${upstreamId(q.languageId)}/search`,
    query: {
      websiteId: upstreamId(q.websiteId),
      term: q.term,
      filter: q.filter,
      sport: q.sport,
      region: q.region,
      page: q.page,
      sortColumn: q.sortColumn,
      sortDirection: q.sortDirection,
    },
  });
  return parseBody(SearchPageSchema, res.body);
}

export async function listSeoTemplates(call: UpstreamCaller, websiteId: string, languageId: string) {
  const res = await call({
    method: 'GET',
    path: `/seo-rules/language/${upstreamId(languageId)}/search`,
    query: { templates: 'true', websiteId: upstreamId(websiteId) },
  });
  return parseBody(z.array(UpstreamSeoRuleSchema), res.body);
}

export interface SeoRuleLocation {
  websiteId: string;
  languageId: string;
  /** `target.type`: page, sport, region, league, casino-category, template. */
  type: string;
  entityId: string;
  altCtx?: string | null;
}

export async function getSeoRule(call: UpstreamCaller, l: SeoRuleLocation): Promise<UpstreamSeoRule> {
  const res = await call({
    method: 'GET',
    path:
      `/seo-rules/websiteId/${upstreamId(l.websiteId)}/language/${upstreamId(l.languageId)}` +
      `/type/${encodeURIComponent(l.type)}/${encodeURIComponent(l.entityId)}`,
    query: { altCtx: l.altCtx ?? undefined },
  });
  return parseBody(UpstreamSeoRuleSchema, res.body);
}

export interface SeoRuleTexts {
  content: string;
  metaDescription: string;
  metaTitle: string;
  pageTitle: string;
  noindex: boolean;
}

export interface SeoRuleCreate extends SeoRuleTexts {
  websiteId: number;
  onlineLanguageId: number;
  target: { id: number | string; type: string };
  altCtx?: string;
}

/** Upstream property paths → the names of SaveSeoRuleInput. */
const FIELDS: Record<string, string> = { onlineLanguageId: 'languageId', target: 'entityId', 'target.id': 'entityId' };

const write = (call: UpstreamCaller, method: 'POST' | 'PATCH', path: string, body: object) =>
  writeCall(call, { method, path, body }, UpstreamSeoRuleSchema, FIELDS);

export const createSeoRule = (call: UpstreamCaller, body: SeoRuleCreate) => write(call, 'POST', '/seo-rules', body);

export const updateSeoRule = (call: UpstreamCaller, ruleId: string, body: SeoRuleTexts) =>
  write(call, 'PATCH', `/seo-rules/${upstreamId(ruleId)}`, body);
