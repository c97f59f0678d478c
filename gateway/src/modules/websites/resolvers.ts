import type { Resolvers } from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { badUserInput, hasCode, nullWhenMissing } from '../../errors';
import * as rules from '../../access/permissions';
import { listWebsites, toBetshop, websiteLoaders, type UpstreamWebsite } from '../../catalogue/websites';
import { upstreamId } from '../../upstream/ids';

const MAX_PAGE_SIZE = 100;

/** One page of a list the gateway holds whole. */
function pageOf<T>(items: T[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), totalItems: items.length, pageCount: Math.ceil(items.length / pageSize), page };
}

/** The websites of these ids (in their one spelling) in the order asked, each once; an id naming no website is left out, any other failure stands. */
async function websitesByIds(ctx: GatewayContext, ids: readonly string[]): Promise<UpstreamWebsite[]> {
  const found = await ctx.use(websiteLoaders).byId.loadMany([...new Set(ids)]);
  return found.filter((w): w is UpstreamWebsite => {
    if (!(w instanceof Error)) return true;
    if (hasCode(w, 'NOT_FOUND')) return false;
    throw w;
  });
}

export const websitesResolvers: Resolvers = {
  Query: {
    async websites(_root, { page, pageSize, search, ids }, ctx) {
      const viewer = await ctx.requireViewer();
      if (page < 1) throw badUserInput('page must be 1 or more.', 'page');
      if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
        throw badUserInput(`pageSize must be between 1 and ${MAX_PAGE_SIZE}.`, 'pageSize');
      }
      const term = search?.trim() || undefined;
      if (ids) {
        if (term) throw badUserInput('Give ids or a search, not both.', 'ids');
        // Only the readable ones are asked for.
        const readable = ids.map(upstreamId).filter((id) => rules.canReadWebsite(viewer, id));
        return pageOf(await websitesByIds(ctx, readable), page, pageSize);
      }
      // Admins read every website: the upstream pages for us.
      if (rules.isAdmin(viewer)) {
        const result = await listWebsites(ctx.callApi, { page, limit: pageSize, term });
        return { items: result.items, totalItems: result.totalItems, pageCount: result.pageCount, page };
      }
      // Others see only the websites they may read, so the upstream's paging
      // is meaningless: filter the full list, then page what is left.
      if (!rules.canReadWebsites(viewer)) return { items: [], totalItems: 0, pageCount: 0, page };
      const readable = (await ctx.use(websiteLoaders).all(term)).filter((w) => rules.canReadWebsite(viewer, w.id));
      return pageOf(readable, page, pageSize);
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
