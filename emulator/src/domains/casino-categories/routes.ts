// Spec 001 §2.3, §3, §7: GET /casino-category, every website's casino categories (those of
// its betshop's market), read-only on the Configurations screen.
import type { EmulatorDeps } from '../../deps';
import type { Router } from '../../http/router';
import type { StoreData } from '../../model';

function marketOf(data: Readonly<StoreData>, betshopId: number | null): number | null {
  return data.betshops.find((betshop) => betshop.id === betshopId)?.marketId ?? null;
}

export function registerCasinoCategoryRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/casino-category', () => {
    const data = store.read();
    const items = data.websites.flatMap((website) => {
      const marketId = marketOf(data, website.betshopId);
      return data.casinoCategories
        .filter((category) => category.marketId === marketId)
        .map((category, index) => ({
          casinoCategoryId: category.id,
          name: category.name,
          websiteId: website.id,
          active: category.active,
          hidden: category.hidden,
          // Every seventh category of a website is archived, so the column shows both states.
          archived: index % 7 === 6,
          numberOfGames: category.numberOfGames,
        }));
    });
    return { status: 200, body: { items } };
  });
}
