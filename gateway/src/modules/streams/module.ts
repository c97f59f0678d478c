import type { GatewayModule } from '../../gateway-module';
import { streamService } from './client';
import { streamsResolvers } from './resolvers';

export const streamsModule: GatewayModule = { name: 'streams', resolvers: [streamsResolvers], upstreams: [streamService] };
