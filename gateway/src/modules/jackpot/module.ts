import type { GatewayModule } from '../../gateway-module';
import { jackpotActivity } from './activity';
import { jackpotResolvers } from './resolvers';

export const jackpotModule: GatewayModule = { name: 'jackpot', resolvers: [jackpotResolvers], activity: { subjects: jackpotActivity } };
