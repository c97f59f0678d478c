import type { GatewayModule } from '../gateway-module';
import { liveResolvers } from './resolvers';

export const liveModule: GatewayModule = { name: 'live', resolvers: [liveResolvers] };
