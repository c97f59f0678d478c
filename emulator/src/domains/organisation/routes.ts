// Spec 000 §7 Organisation, read side: companies, a company's markets, one
// market, a market's betshops, and the breadcrumb names.
import type { EmulatorDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { paginate, parseListQuery, sortRows } from '../../http/paging';
import { idParam, type RequestContext, type Router } from '../../http/router';
import type { Betshop, Company, Market, StoreData } from '../../model';

const SORT_COLUMNS = ['id', 'name'] as const;

export const companyView = (company: Company) => ({
  id: company.id,
  name: company.name,
  externalId: company.externalId ?? null,
});

export const marketView = (market: Market) => ({
  id: market.id,
  name: market.name,
  externalId: market.externalId ?? null,
  companyId: market.companyId,
  defaultLanguage: market.defaultLanguage || 'en',
  additionalLanguages: [...market.additionalLanguages],
});

export const betshopView = (betshop: Betshop) => ({
  id: betshop.id,
  name: betshop.name,
  externalId: betshop.externalId ?? null,
  marketId: betshop.marketId,
});

export function findCompany(data: Readonly<StoreData>, ctx: RequestContext, param = 'companyId'): Company {
  const id = idParam(ctx, param);
  const company = data.companies.find((candidate) => candidate.id === id);
  if (!company) throw notFound('Company not found');
  return company;
}

export function findMarket(data: Readonly<StoreData>, ctx: RequestContext, param = 'marketId'): Market {
  const id = idParam(ctx, param);
  const market = data.markets.find((candidate) => candidate.id === id);
  if (!market) throw notFound('Market not found');
  return market;
}

/** One page of `rows` whose name contains the term (or, `byId`, whose id is a term of digits), sorted as the query asks. */
function listPage<T extends { id: number; name: string }>(
  ctx: RequestContext,
  rows: readonly T[],
  view: (row: T) => unknown,
  { byId = false } = {},
) {
  const list = parseListQuery(ctx.query, SORT_COLUMNS, 'id');
  const id = byId && /^\d+$/.test(list.term) ? Number(list.term) : null;
  const matching = rows.filter((row) => row.id === id || row.name.toLowerCase().includes(list.term));
  const page = paginate(sortRows(matching, list.sortColumn, list.sortDirection), list.page, list.limit);
  return { status: 200, body: { ...page, items: page.items.map(view) } };
}

export function registerOrganisationRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/company/get-all', (ctx) => listPage(ctx, store.read().companies, companyView));

  router.add('GET', '/company/:companyId/markets', (ctx) => {
    const data = store.read();
    const company = findCompany(data, ctx);
    return listPage(
      ctx,
      data.markets.filter((market) => market.companyId === company.id),
      marketView,
    );
  });

  router.add('GET', '/markets/:marketId', (ctx) => ({ status: 200, body: marketView(findMarket(store.read(), ctx)) }));

  router.add('GET', '/markets/:marketId/betshops', (ctx) => {
    const data = store.read();
    const market = findMarket(data, ctx);
    return listPage(
      ctx,
      data.betshops.filter((betshop) => betshop.marketId === market.id),
      betshopView,
    );
  });

  // Every market's betshops in one search (the website form's betshop picker): an assumption about
  // the operator API, written down in emulator/README.md.
  router.add('GET', '/betshops', (ctx) => listPage(ctx, store.read().betshops, betshopView, { byId: true }));

  router.add('GET', '/company/:companyId/bredcrumps', (ctx) => {
    const company = findCompany(store.read(), ctx);
    return { status: 200, body: { company: { id: company.id, name: company.name } } };
  });

  router.add('GET', '/markets/:marketId/bredcrumps', (ctx) => {
    const data = store.read();
    const market = findMarket(data, ctx);
    const company = data.companies.find((candidate) => candidate.id === market.companyId);
    return {
      status: 200,
      body: {
        company: company ? { id: company.id, name: company.name } : null,
        market: { id: market.id, name: market.name },
      },
    };
  });
}
