import type { GatewayModule } from '../gateway-module';
import { websiteMutationResolvers } from './mutations';
import { websitesResolvers } from './resolvers';

export const websitesModule: GatewayModule = { name: 'websites', resolvers: [websitesResolvers, websiteMutationResolvers] };
