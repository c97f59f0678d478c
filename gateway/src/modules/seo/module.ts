import * as rules from '../../access/permissions';
import { perWebsite, type GatewayModule } from '../gateway-module';
import { casinoService } from './casino-client';
import { seoSearch } from './palette-search';
import { SEO_EXPORT_ROUTE, seoExport } from './export-route';
import { seoMutationResolvers } from './mutation-resolvers';
import { seoResolvers } from './resolvers';
import { seoActivity } from './activity';
import { seoRevert } from './revert';

export const seoModule: GatewayModule = {
  name: 'seo',
  resolvers: [seoResolvers, seoMutationResolvers],
  upstreams: [casinoService],
  routes: [{ path: SEO_EXPORT_ROUTE, handler: seoExport }],
  activity: { subjects: seoActivity },
  revert: seoRevert,
  search: [seoSearch],
  live: {
    mayRead: perWebsite((v, websiteId) => rules.canReadLevel(rules.websiteAreaLevel(v, 'WEB_SITES_SEO_RULES', websiteId))),
    // A rule's id starts with its website's (mappers.ts, seoRuleId).
    watch: { SeoRule: (_ctx, _viewer, id) => Promise.resolve(/^(\d+):/.exec(id)?.[1]) },
  },
};
