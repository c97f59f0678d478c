import type { GatewayModule } from '../../gateway-module';
import { websitesSearch } from './palette-search';
import { websitesExport } from './export';
import { websiteMutationResolvers } from './mutations';
import { websitesResolvers } from './resolvers';
import { websitesActivity } from './activity';

export const websitesModule: GatewayModule = {
  name: 'websites',
  resolvers: [websitesResolvers, websiteMutationResolvers],
  routes: [websitesExport],
  activity: { subjects: websitesActivity },
  search: [websitesSearch],
};
