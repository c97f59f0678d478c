import type { GatewayModule } from '../../gateway-module';
import { searchResolvers } from './resolvers';

export const searchModule: GatewayModule = { name: 'search', resolvers: [searchResolvers] };
