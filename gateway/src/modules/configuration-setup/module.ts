import * as rules from '../../access/permissions';
import { ofNoWebsite, type GatewayModule } from '../gateway-module';
import { configurationSetupActivity } from './activity';
import { configurationSetupRevert } from './revert';
import { configurationSetupResolvers } from './resolvers';

export const configurationSetupModule: GatewayModule = {
  name: 'configuration-setup',
  resolvers: [configurationSetupResolvers, { Viewer: { canReadConfigurationSetup: (v) => rules.canReadConfigurationSetup(v) } }],
  activity: { subjects: configurationSetupActivity },
  revert: configurationSetupRevert,
  live: {
    mayRead: (v) => rules.canReadConfigurationSetup(v),
    watch: { ConfigurationSection: ofNoWebsite, ConfigurationTypeRecord: ofNoWebsite, ConfigurationDefinition: ofNoWebsite },
  },
};
