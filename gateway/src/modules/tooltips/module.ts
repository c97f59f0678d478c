import type { GatewayModule } from '../gateway-module';
import { tooltipsResolvers } from './resolvers';

export const tooltipsModule: GatewayModule = { name: 'tooltips', resolvers: [tooltipsResolvers] };
