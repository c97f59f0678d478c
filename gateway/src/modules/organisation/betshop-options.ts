import type { Betshop, Resolvers } from '../../generated/resolvers-types';
import * as rules from '../../access/permissions';
import type { GatewayContext } from '../../context';
import { listBetshops, listCompanies, listMarkets } from './client';
import { toOrgBetshop } from './mappers';

// The operator API has no "all betshops" call: the picker walks companies →
// markets → betshops (the betshop lists filtered by the search upstream).
// Bounded: one call per level item, and the walk stops once `limit` are found.

const ALL = 999;

async function listBetshopsForPicker(ctx: GatewayContext, search: string | null, limit: number): Promise<Betshop[]> {
  const companies = await listCompanies(ctx.callApi, { page: 1, limit: ALL });
  const marketPages = await Promise.all(companies.items.map((c) => listMarkets(ctx.callApi, c.id, { page: 1, limit: ALL })));
  const markets = marketPages.flatMap((p) => p.items);
  const byId = /^\d+$/.test(search ?? '') ? search : null;
  const found: Betshop[] = [];
  for (const market of markets) {
    if (found.length >= limit) break;
    const page = await listBetshops(ctx.callApi, market.id, { page: 1, limit: ALL, term: byId ? undefined : search });
    for (const b of page.items) {
      if (byId && b.id !== byId) continue;
      found.push({ ...toOrgBetshop(b), market: null });
      if (found.length >= limit) break;
    }
  }
  return found;
}

/** The website form's betshop picker (`betshopOptions`). */
export const betshopOptionsResolvers: Resolvers = {
  Query: {
    async betshopOptions(_root, { search, limit }, ctx) {
      const viewer = await ctx.requireViewer();
      rules.assertCanPickBetshops(viewer);
      return listBetshopsForPicker(ctx, search?.trim() || null, Math.min(Math.max(limit, 1), 100));
    },
  },
};
