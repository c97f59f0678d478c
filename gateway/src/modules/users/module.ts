import type { GatewayModule } from '../gateway-module';
import { usersExport } from './export';
import { usersResolvers } from './resolvers';

export const usersModule: GatewayModule = { name: 'users', resolvers: [usersResolvers], routes: [usersExport] };
