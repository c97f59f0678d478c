import * as rules from '../../access/permissions';
import { ofNoWebsite, type GatewayModule } from '../gateway-module';
import { generalSettingsActivity } from './activity';
import { generalSettingsRevert } from './revert';
import { generalSettingsResolvers } from './resolvers';

export const generalSettingsModule: GatewayModule = {
  name: 'general-settings',
  resolvers: [generalSettingsResolvers, { Viewer: { canReadConfigurations: (v) => rules.canReadConfigurations(v) } }],
  activity: { subjects: generalSettingsActivity },
  revert: generalSettingsRevert,
  live: { mayRead: (v) => rules.canReadKey(v, 'CONFIGURATION_GENERAL'), watch: { GeneralSettings: ofNoWebsite } },
};
