import type { GatewayModule } from '../gateway-module';
import { iconsResolvers } from './resolvers';

export const iconsModule: GatewayModule = { name: 'icons', resolvers: [iconsResolvers] };
