import type { Resolvers } from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { nullWhenMissing } from '../../errors';
import { checkPaging } from '../../graphql/paging';
import * as rules from '../../access/permissions';
import * as client from './client';
import { toCompany, toOrgBetshop, toOrgMarket, toPage } from './mappers';
import { pull, pullFailed } from './pull';
import { readAllPages } from '../../upstream/all-pages';

/** Companies per upstream page while reading them all (32 at an operator's volume: one call). */
const COMPANIES_PAGE_SIZE = 100;

async function requireOrganisation(ctx: GatewayContext) {
  const viewer = await ctx.requireViewer();
  rules.assertCanReadOrganisation(viewer);
  return viewer;
}

export const organisationResolvers: Resolvers = {
  Query: {
    async companies(_root, { page, pageSize, search }, ctx) {
      await requireOrganisation(ctx);
      checkPaging(page, pageSize);
      const result = await client.listCompanies(ctx.callApi, { page, limit: pageSize, term: search?.trim() || undefined });
      return toPage(result, page, toCompany);
    },
    async company(_root, { id }, ctx) {
      await requireOrganisation(ctx);
      const crumbs = await nullWhenMissing(() => client.companyBreadcrumbs(ctx.callApi, id));
      return crumbs ? { ...crumbs.company, externalId: null } : null;
    },
    async markets(_root, { companyId, page, pageSize, search }, ctx) {
      await requireOrganisation(ctx);
      checkPaging(page, pageSize);
      const result = await client.listMarkets(ctx.callApi, companyId, { page, limit: pageSize, term: search?.trim() || undefined });
      return toPage(result, page, (m) => toOrgMarket(m));
    },
    async market(_root, { id }, ctx) {
      await requireOrganisation(ctx);
      const [market, crumbs] = await Promise.all([
        nullWhenMissing(() => client.getMarket(ctx.callApi, id)),
        nullWhenMissing(() => client.marketBreadcrumbs(ctx.callApi, id)),
      ]);
      if (!market) return null;
      return toOrgMarket(market, crumbs ? { ...crumbs.company, externalId: null } : null);
    },
    async betshops(_root, { marketId, page, pageSize, search }, ctx) {
      await requireOrganisation(ctx);
      checkPaging(page, pageSize);
      const result = await client.listBetshops(ctx.callApi, marketId, { page, limit: pageSize, term: search?.trim() || undefined });
      return toPage(result, page, toOrgBetshop);
    },
  },

  Mutation: {
    async pullCompaniesFromSource(_root, _args, ctx) {
      await requireOrganisation(ctx);
      return pull(ctx.call(client.territorySource), client.sourcePaths.companies(), (records) =>
        client.saveCompanies(ctx.callApi, records),
      );
    },
    async pullMarketsFromSource(_root, { companyId }, ctx) {
      await requireOrganisation(ctx);
      // The source knows companies by externalId; there is no company-by-id call upstream.
      const id = client.checkedId(companyId);
      const companies = await readAllPages((page, limit) => client.listCompanies(ctx.callApi, { page, limit }), {
        pageSize: COMPANIES_PAGE_SIZE,
      });
      const company = companies.find((c) => c.id === id);
      if (!company) return pullFailed('Company not found', 'companyId');
      if (!company.externalId) return pullFailed('This company did not come from the territory source.', 'companyId');
      return pull(ctx.call(client.territorySource), client.sourcePaths.markets(company.externalId), (records) =>
        client.saveMarkets(ctx.callApi, company.id, records),
      );
    },
    async pullBetshopsFromSource(_root, { marketId }, ctx) {
      await requireOrganisation(ctx);
      const market = await nullWhenMissing(() => client.getMarket(ctx.callApi, marketId));
      if (!market) return pullFailed('Market not found', 'marketId');
      if (!market.externalId) return pullFailed('This market did not come from the territory source.', 'marketId');
      return pull(ctx.call(client.territorySource), client.sourcePaths.betshops(market.externalId), (records) =>
        client.saveBetshops(ctx.callApi, market.id, records),
      );
    },
  },
};
