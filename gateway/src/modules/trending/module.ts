import * as rules from '../../access/permissions';
import { ofNoWebsite, type GatewayModule } from '../gateway-module';
import { trendingService } from './client';
import { trendingActivity } from './activity';
import { trendingRevert } from './revert';
import { trendingResolvers } from './resolvers';

export const trendingModule: GatewayModule = {
  name: 'trending',
  resolvers: [trendingResolvers, { Viewer: { canReadTrending: (v) => rules.canReadTrending(v) } }],
  upstreams: [trendingService],
  activity: { subjects: trendingActivity },
  revert: trendingRevert,
  live: { mayRead: (v) => rules.canReadTrending(v), watch: { TrendingSportConfiguration: ofNoWebsite } },
};
