import type { GatewayModule } from '../gateway-module';
import { casinoCategoriesResolvers } from './resolvers';

export const casinoCategoriesModule: GatewayModule = {
  name: 'casino-categories',
  resolvers: [casinoCategoriesResolvers],
  live: { mayRead: (v) => v.isDeveloper },
};
