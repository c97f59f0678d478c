// Spec 000 §7 Websites (read side): list and one website, with the betshop and
// its market embedded from their own collections.
import type { EmulatorDeps } from '../deps';
import { notFound } from '../http/errors';
import { paginate, parseListQuery, sortRows } from '../http/paging';
import { idParam, type Router } from '../http/router';
import type { Role, StoreData, Website } from '../model';

const SORT_COLUMNS = ['id', 'name', 'url'] as const;

/**
 * The upstream website shape. `role` is the caller's role: the spec only says the
 * client compares it with 2, so the emulator echoes who is asking.
 */
export function websiteView(data: Readonly<StoreData>, website: Website, role: Role) {
  const betshop = data.betshops.find((candidate) => candidate.id === website.betshopId);
  const market = betshop && data.markets.find((candidate) => candidate.id === betshop.marketId);
  return {
    id: website.id,
    name: website.name,
    url: website.url,
    betshopId: website.betshopId,
    role,
    betshop: betshop
      ? {
          id: betshop.id,
          name: betshop.name,
          marketId: betshop.marketId,
          market: market
            ? {
                id: market.id,
                name: market.name,
                defaultLanguage: market.defaultLanguage || 'en',
                additionalLanguages: [...market.additionalLanguages],
              }
            : null,
        }
      : null,
  };
}

export function registerWebsiteRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/websites', ({ query, auth }) => {
    const list = parseListQuery(query, SORT_COLUMNS, 'id');
    const data = store.read();
    const matching = data.websites.filter((website) =>
      website.name.toLowerCase().includes(list.term) || website.url.toLowerCase().includes(list.term));
    const page = paginate(sortRows(matching, list.sortColumn, list.sortDirection), list.page, list.limit);
    return { status: 200, body: { ...page, items: page.items.map((website) => websiteView(data, website, auth!.user.role)) } };
  });

  router.add('GET', '/websites/:id', (ctx) => {
    const id = idParam(ctx);
    const data = store.read();
    const website = data.websites.find((candidate) => candidate.id === id);
    if (!website) throw notFound('Website not found');
    return { status: 200, body: websiteView(data, website, ctx.auth!.user.role) };
  });
}
