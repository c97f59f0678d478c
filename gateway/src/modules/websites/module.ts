import * as rules from '../../access/permissions';
import { perWebsite, type GatewayModule } from '../gateway-module';
import { websitesSearch } from './palette-search';
import { websitesExport } from './export';
import { websiteMutationResolvers } from './mutations';
import { websitesResolvers } from './resolvers';
import { websitesActivity } from './activity';

export const websitesModule: GatewayModule = {
  name: 'websites',
  resolvers: [
    websitesResolvers,
    websiteMutationResolvers,
    { Viewer: { canReadWebsites: (v) => rules.canReadWebsites(v), canCreateWebsites: (v) => rules.canCreateWebsites(v) } },
  ],
  routes: [websitesExport],
  activity: { subjects: websitesActivity },
  search: [websitesSearch],
  // A website's changes belong to that website; a manager hears of the ones they may read.
  live: {
    mayRead: perWebsite((v, websiteId) => rules.canReadWebsite(v, websiteId)),
    websiteOfWrite: (_ctx, write) => write.entityId,
    watch: { Website: (_ctx, _viewer, id) => Promise.resolve(id) },
  },
};
