import type { Resolvers } from '../../generated/resolvers-types';
import { badUserInput, nullWhenMissing } from '../../errors';
import * as rules from '../../access/permissions';
import { listWebsites, toBetshop, websiteLoaders } from '../../catalogue/websites';

const MAX_PAGE_SIZE = 100;

export const websitesResolvers: Resolvers = {
  Query: {
    async websites(_root, { page, pageSize, search }, ctx) {
      const viewer = await ctx.requireViewer();
      if (page < 1) throw badUserInput('page must be 1 or more.', 'page');
      if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
        throw badUserInput(`pageSize must be between 1 and ${MAX_PAGE_SIZE}.`, 'pageSize');
      }
      const term = search?.trim() || undefined;
      // Admins read every website: the upstream pages for us.
      if (rules.isAdmin(viewer)) {
        const result = await listWebsites(ctx.callApi, { page, limit: pageSize, term });
        return { items: result.items, totalItems: result.totalItems, pageCount: result.pageCount, page };
      }
      // Others see only the websites they may read, so the upstream's paging
      // is meaningless: filter the full list, then page what is left.
      if (!rules.canReadWebsites(viewer)) return { items: [], totalItems: 0, pageCount: 0, page };
      const readable = (await ctx.use(websiteLoaders).all(term)).filter((w) => rules.canReadWebsite(viewer, w.id));
      const start = (page - 1) * pageSize;
      return {
        items: readable.slice(start, start + pageSize),
        totalItems: readable.length,
        pageCount: Math.ceil(readable.length / pageSize),
        page,
      };
    },

    async website(_root, { id }, ctx) {
      const viewer = await ctx.requireViewer();
      if (!rules.canReadWebsite(viewer, id)) return null;
      return nullWhenMissing(() => ctx.use(websiteLoaders).byId.load(id));
    },
  },

  Website: {
    betshopId: (w) => w.betshopId ?? w.betshop?.id ?? null,
    betshop: (w) => (w.betshop ? toBetshop(w.betshop) : null),
    viewerLevel: (w, _args, ctx) => ctx.forViewer((viewer) => rules.websiteLevel(viewer, w.id)),
    viewerCanWrite: (w, _args, ctx) => ctx.forViewer((viewer) => rules.canWriteWebsite(viewer, w.id)),
  },
};
