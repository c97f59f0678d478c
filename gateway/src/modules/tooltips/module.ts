import type { GatewayModule } from '../../gateway-module';
import { tooltipsResolvers } from './resolvers';
import { sportTooltipResolvers } from './sport-resolvers';

export const tooltipsModule: GatewayModule = { name: 'tooltips', resolvers: [tooltipsResolvers, sportTooltipResolvers] };
