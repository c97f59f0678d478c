import * as rules from '../../access/permissions';
import type { GatewayModule } from '../gateway-module';
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
};
