import type { GatewayModule } from '../gateway-module';
import { authResolvers } from './resolvers';

export const authModule: GatewayModule = { name: 'auth', resolvers: [authResolvers] };
