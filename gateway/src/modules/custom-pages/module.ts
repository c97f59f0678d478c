import type { GatewayModule } from '../gateway-module';
import { customPagesResolvers } from './resolvers';

export const customPagesModule: GatewayModule = { name: 'custom-pages', resolvers: [customPagesResolvers] };
