import type { Betshop, Company, Market } from '../../generated/schema-types';
import { toMarket } from '../../catalogue/websites';
import type { UpstreamPage } from '../../upstream/page-schema';
import type { UpstreamCompany, UpstreamOrgBetshop, UpstreamOrgMarket } from './client';

export function toCompany(c: UpstreamCompany): Company {
  return { id: c.id, name: c.name, externalId: c.externalId };
}

export function toOrgMarket(m: UpstreamOrgMarket, company: Company | null = null): Market {
  return {
    ...toMarket({ ...m, additionalLanguages: m.additionalLanguages }),
    externalId: m.externalId,
    companyId: m.companyId ?? null,
    company,
  };
}

export function toOrgBetshop(b: UpstreamOrgBetshop): Betshop {
  return { id: b.id, name: b.name, externalId: b.externalId, marketId: b.marketId ?? null, market: null };
}

/** The schema's page shape from an upstream page. */
export function toPage<T, R>(p: UpstreamPage<T>, page: number, map: (item: T) => R) {
  return { items: p.items.map(map), totalItems: p.totalItems, pageCount: p.pageCount, page };
}
