import * as rules from '../../access/permissions';
import type { Resolvers } from '../../generated/resolvers-types';
import { listHelpLinks } from '../../catalogue/help-links';
import { toMarket, websiteLoaders } from '../../catalogue/websites';
import { canWriteHelpOf, domainAccess, readableDomains } from './access';
import * as client from './client';
import type { UpstreamHelpCategory } from './client';
import { perRequest } from '../../context';
import { upstreamId } from '../../upstream/ids';
import { checkPaging } from '../../graphql/paging';
import { toHelpCategory, toHelpContent, toHelpDomain, toHelpPage, toHelpPageSummary, toHistoryEntry } from './mappers';

// The help centre's reads (spec 001 §2.10): one upstream call per tab, plus the
// domain list the permission check needs (each read once per request). A domain's
// categories come with their pages' summaries only (`?pages=summary`: names and the
// languages with content); a page's texts are read one page at a time, when it opens (issue 40).

/** The request's categories of a domain, read once however many fields ask (the list and its order's version). */
const categoryLists = perRequest((ctx) => {
  const lists = new Map<string, Promise<UpstreamHelpCategory[]>>();
  return (domainId: string) => {
    let list = lists.get(domainId);
    if (!list) lists.set(domainId, (list = client.listCategories(ctx.callApi, domainId)));
    return list;
  };
});

export const helpQueryResolvers: Resolvers = {
  Query: {
    async helpDomains(_root, _args, ctx) {
      const viewer = await ctx.requireViewer();
      return (await readableDomains(ctx, viewer)).map((d) => toHelpDomain(d, canWriteHelpOf(viewer, d.websiteId)));
    },

    async helpDomain(_root, { id }, ctx) {
      const viewer = await ctx.requireViewer();
      const found = (await readableDomains(ctx, viewer)).find((d) => String(d.id) === String(id));
      return found ? toHelpDomain(found, canWriteHelpOf(viewer, found.websiteId)) : null;
    },

    async helpWebsiteOptions(_root, _args, ctx) {
      rules.assertIsAdmin(await ctx.requireViewer());
      const [websites, domains] = await Promise.all([ctx.use(websiteLoaders).all(), client.listDomains(ctx.callApi)]);
      return websites.map((w) => {
        const market = w.betshop?.market ? toMarket(w.betshop.market) : null;
        const defaultLanguage = market?.defaultLanguage ?? 'en';
        const extra = (market?.additionalLanguages ?? []).filter((code) => code !== defaultLanguage);
        return {
          id: w.id,
          name: w.name,
          languages: [defaultLanguage, ...extra],
          defaultLanguage,
          domainId: domains.find((d) => d.websiteId === w.id)?.id ?? null,
        };
      });
    },

    async helpDomainLinkOptions(_root, _args, ctx) {
      rules.assertIsAdmin(await ctx.requireViewer());
      return listHelpLinks(ctx.callApi);
    },

    async helpCategories(_root, { domainId }, ctx) {
      const { domain, languageOrder } = await domainAccess(ctx, domainId, 'read');
      return (await ctx.use(categoryLists)(domain.id)).map((c) => toHelpCategory(c, languageOrder));
    },

    async helpPage(_root, { domainId, id }, ctx) {
      const { domain, languageOrder } = await domainAccess(ctx, domainId, 'read');
      const page = await client.getPage(ctx.callApi, domain.id, upstreamId(id));
      return page && toHelpPage(page, languageOrder);
    },

    async helpPages(_root, { domainId, search, page, pageSize }, ctx) {
      const current = page ?? 1;
      const size = pageSize ?? 25;
      checkPaging(current, size);
      const { domain, languageOrder } = await domainAccess(ctx, domainId, 'read');
      const found = await client.searchPages(ctx.callApi, { term: search, domainId: domain.id, page: current, limit: size });
      return {
        items: found.items.map((p) => toHelpPageSummary(p, languageOrder)),
        totalItems: found.totalItems,
        pageCount: Math.max(1, found.pageCount),
        page: current,
      };
    },

    async helpContactSection(_root, { domainId }, ctx) {
      const { domain, languageOrder } = await domainAccess(ctx, domainId, 'read');
      const content = await client.getContent(ctx.callApi, domain.id, 'help-contact-section');
      return content && toHelpContent(content, 'help-contact-section', languageOrder);
    },

    async helpContactForm(_root, { domainId }, ctx) {
      const { domain, languageOrder } = await domainAccess(ctx, domainId, 'read');
      const content = await client.getContent(ctx.callApi, domain.id, 'help-contact-form');
      return content && toHelpContent(content, 'help-contact-form', languageOrder);
    },

    async helpHistory(_root, { domainId, page, search }, ctx) {
      const { domain } = await domainAccess(ctx, domainId, 'read');
      const current = Math.max(1, page ?? 1);
      const result = await client.listHistory(ctx.callApi, domain.websiteId, current, search);
      return { items: result.items.map(toHistoryEntry), page: current, pageCount: Math.max(1, result.pageCount) };
    },
  },
};
