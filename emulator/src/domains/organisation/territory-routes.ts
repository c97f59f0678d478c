// The territory hierarchy source: a separate, read-only upstream that the same
// server answers under /api/territory-hierarchy/v1. It needs no operator
// session (it is not the operator API) and answers plain JSON arrays.
import type { EmulatorDeps } from '../../deps';
import { notFound } from '../../http/errors';
import type { Router } from '../../http/router';
import { territoryHierarchy } from './territory-seed';

export const TERRITORY_BASE = '/api/territory-hierarchy/v1';

export function registerTerritoryHierarchyRoutes(router: Router, _deps: EmulatorDeps): void {
  const open = { isPublic: true };
  const { companies, markets, betshops } = territoryHierarchy;

  router.add('GET', `${TERRITORY_BASE}/companies`, () => ({ status: 200, body: companies }), open);

  router.add(
    'GET',
    `${TERRITORY_BASE}/companies/:id/markets`,
    ({ params }) => {
      if (!companies.some((company) => company.id === params.id)) throw notFound('Company not found');
      return { status: 200, body: markets.filter((market) => market.companyId === params.id) };
    },
    open,
  );

  router.add(
    'GET',
    `${TERRITORY_BASE}/markets/:id/betshops`,
    ({ params }) => {
      if (!markets.some((market) => market.id === params.id)) throw notFound('Market not found');
      return { status: 200, body: betshops.filter((betshop) => betshop.marketId === params.id) };
    },
    open,
  );
}
