import type { GatewayModule } from '../gateway-module';
import { usersResolvers } from './resolvers';

export const usersModule: GatewayModule = { name: 'users', resolvers: [usersResolvers] };
