import type { GatewayModule } from '../../gateway-module';
import { trendingResolvers } from './resolvers';

export const trendingModule: GatewayModule = { name: 'trending', resolvers: [trendingResolvers] };
