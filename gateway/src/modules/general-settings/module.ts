import type { GatewayModule } from '../../gateway-module';
import { generalSettingsActivity } from './activity';
import { generalSettingsResolvers } from './resolvers';

export const generalSettingsModule: GatewayModule = {
  name: 'general-settings',
  resolvers: [generalSettingsResolvers],
  activity: { subjects: generalSettingsActivity },
};
