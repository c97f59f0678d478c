import type { GatewayModule } from '../../gateway-module';
import { websitesExport } from './export';
import { websiteMutationResolvers } from './mutations';
import { websitesResolvers } from './resolvers';
import { websitesActivity } from './activity';

export const websitesModule: GatewayModule = {
  name: 'websites',
  resolvers: [websitesResolvers, websiteMutationResolvers],
  routes: [websitesExport],
  activity: { subjects: websitesActivity },
};
