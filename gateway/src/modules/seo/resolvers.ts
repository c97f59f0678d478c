import type { Resolvers, SeoSearchFilter, SeoSortColumn } from '../../generated/resolvers-types';
import { badUserInput, ErrorCode, hasCode } from '../../errors';
import { upstreamId } from '../../upstream/ids';
import * as rules from '../../access/permissions';
import { casinoCategories } from './casino-client';
import { getSeoRule, listSeoTemplates, searchSeoRules } from './client';
import { requireSeoRead } from './guards';
import { emptySeoRule, targetType, toSeoRule } from './mappers';
import { websiteLoaders } from '../../catalogue/websites';

// Content Edit, Templates and Casino Categories of the SEO tab (reads only).

export const MIN_SEARCH = 3;
const CASINO_PAGE_SIZE = 10;

const FILTERS: Record<SeoSearchFilter, string | undefined> = {
  ALL: undefined,
  SPORTS: 'sport',
  EARLY_PAYOUT: 'sport/earlyPayout',
  REGIONS: 'region',
  LEAGUES: 'league',
  PAGES: 'page',
};

const SORT_COLUMNS: Record<SeoSortColumn, string> = {
  NAME: 'translation',
  TYPE: 'entityType',
  META_TITLE: 'metaTitle',
  PAGE_TITLE: 'pageTitle',
};

const checkPage = (page: number) => {
  if (page < 1) throw badUserInput('page must be 1 or more.', 'page');
  return page;
};

export const exportUrl = (websiteId: string) => `/exports/seo/${encodeURIComponent(websiteId)}.csv`;

export const seoResolvers: Resolvers = {
  Query: {
    async seoRules(_root, args, ctx) {
      await requireSeoRead(ctx, args.websiteId);
      const page = checkPage(args.page ?? 1);
      const term = args.search.trim();
      // Spec 001 §5: fewer than 3 characters clears the results.
      if (term.length < MIN_SEARCH) return { items: [], pageCount: 0, page };
      const filter = args.filter ?? 'ALL';
      const regional = filter === 'REGIONS' || filter === 'LEAGUES';
      const result = await searchSeoRules(ctx.callApi, {
        websiteId: args.websiteId,
        languageId: args.languageId,
        term,
        filter: FILTERS[filter],
        sport: regional ? args.sportName?.trim() || undefined : undefined,
        region: filter === 'LEAGUES' ? args.regionName?.trim() || undefined : undefined,
        page,
        sortColumn: args.sortColumn ? SORT_COLUMNS[args.sortColumn] : undefined,
        sortDirection: args.sortColumn ? (args.sortDirection ?? 'ASC') : undefined,
      });
      const fallback = { websiteId: args.websiteId, languageId: args.languageId };
      return { items: result.items.map((r) => toSeoRule(r, fallback)), pageCount: result.pageCount, page };
    },

    async seoRule(_root, args, ctx) {
      await requireSeoRead(ctx, args.websiteId);
      const key = { ...args, altCtx: args.altCtx || null };
      try {
        const rule = await getSeoRule(ctx.callApi, {
          websiteId: args.websiteId,
          languageId: args.languageId,
          type: targetType(args.entityType),
          entityId: args.entityId,
          altCtx: key.altCtx,
        });
        return toSeoRule(rule, key);
      } catch (error) {
        // Spec 001 §4: a rule that fails to load is silently treated as new.
        // A lost session still shows as such.
        if (hasCode(error, ErrorCode.UNAUTHENTICATED)) throw error;
        return emptySeoRule(key);
      }
    },

    async seoTemplates(_root, { websiteId, languageId }, ctx) {
      await requireSeoRead(ctx, websiteId);
      const rules = await listSeoTemplates(ctx.callApi, websiteId, languageId);
      return rules.map((r) => toSeoRule(r, { websiteId, languageId, entityType: 'TEMPLATE' }));
    },

    async seoCasinoCategories(_root, args, ctx) {
      await requireSeoRead(ctx, args.websiteId);
      const page = checkPage(args.page ?? 1);
      const website = await ctx.use(websiteLoaders).byId.load(upstreamId(args.websiteId));
      const marketId = website.betshop?.marketId ?? website.betshop?.market?.id ?? null;
      if (!marketId) return { items: [], totalItems: 0, pageCount: 0, page };
      const term = args.search?.trim().toLowerCase() ?? '';
      const all = (await casinoCategories(ctx, marketId)).filter((c) => c.name.toLowerCase().includes(term));
      const start = (page - 1) * CASINO_PAGE_SIZE;
      return {
        items: all.slice(start, start + CASINO_PAGE_SIZE).map((c) => ({ ...c, id: `${args.websiteId}:${c.casinoCategoryId}` })),
        totalItems: all.length,
        pageCount: Math.ceil(all.length / CASINO_PAGE_SIZE),
        page,
      };
    },
  },

  Website: {
    seoExportUrl: (w) => exportUrl(w.id),
    viewerSeoLevel: (w, _args, ctx) => ctx.forViewer((viewer) => rules.websiteAreaLevel(viewer, 'WEB_SITES_SEO_RULES', w.id)),
  },
};
