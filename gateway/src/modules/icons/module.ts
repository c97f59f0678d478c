import type { GatewayModule } from '../gateway-module';
import { iconsExport } from './export';
import { iconsResolvers } from './resolvers';

export const iconsModule: GatewayModule = { name: 'icons', resolvers: [iconsResolvers], routes: [iconsExport] };
