import type { GatewayModule } from '../gateway-module';
import { jackpotResolvers } from './resolvers';

export const jackpotModule: GatewayModule = { name: 'jackpot', resolvers: [jackpotResolvers] };
