import type { GatewayModule } from '../../gateway-module';
import { streamsResolvers } from './resolvers';

export const streamsModule: GatewayModule = { name: 'streams', resolvers: [streamsResolvers] };
