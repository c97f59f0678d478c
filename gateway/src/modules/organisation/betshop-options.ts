import type { Betshop } from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { listBetshops, listCompanies, listMarkets } from './client';
import { toOrgBetshop } from './mappers';

// The operator API has no "all betshops" call: the picker walks companies →
// markets → betshops (the betshop lists filtered by the search upstream).
// Bounded: one call per level item, and the walk stops once `limit` are found.

const ALL = 999;

export async function listBetshopsForPicker(ctx: GatewayContext, search: string | null, limit: number): Promise<Betshop[]> {
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
