import type { GatewayModule } from '../gateway-module';
import { tooltipsResolvers } from './resolvers';
import { sportTooltipResolvers } from './sport-resolvers';
import { tooltipsActivity } from './activity';

export const tooltipsModule: GatewayModule = {
  name: 'tooltips',
  resolvers: [tooltipsResolvers, sportTooltipResolvers],
  activity: { subjects: tooltipsActivity },
};
