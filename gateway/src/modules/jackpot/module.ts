import type { GatewayModule } from '../gateway-module';
import { jackpotService } from './client';
import { jackpotActivity } from './activity';
import { jackpotResolvers } from './resolvers';

export const jackpotModule: GatewayModule = {
  name: 'jackpot',
  resolvers: [jackpotResolvers],
  upstreams: [jackpotService],
  activity: { subjects: jackpotActivity },
};
