import * as rules from '../../access/permissions';
import { ofNoWebsite, type GatewayModule } from '../gateway-module';
import { jackpotService } from './client';
import { jackpotActivity } from './activity';
import { jackpotRevert } from './revert';
import { jackpotResolvers } from './resolvers';

export const jackpotModule: GatewayModule = {
  name: 'jackpot',
  resolvers: [jackpotResolvers],
  upstreams: [jackpotService],
  activity: { subjects: jackpotActivity },
  revert: jackpotRevert,
  live: { mayRead: (v) => rules.canReadKey(v, 'CONFIGURATION_BIG_JACKPOT'), watch: { BigJackpot: ofNoWebsite } },
};
