import type { GatewayModule } from '../../gateway-module';
import { trendingActivity } from './activity';
import { trendingResolvers } from './resolvers';

export const trendingModule: GatewayModule = { name: 'trending', resolvers: [trendingResolvers], activity: { subjects: trendingActivity } };
