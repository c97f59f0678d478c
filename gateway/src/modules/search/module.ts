import type { GatewayModule, SearchSource } from '../gateway-module';
import { searchResolvers } from './resolvers';

/** The command palette over the sources the other modules declare (modules/index.ts gathers them). */
export const searchModule = (sources: SearchSource[]): GatewayModule => ({ name: 'search', resolvers: [searchResolvers(sources)] });
