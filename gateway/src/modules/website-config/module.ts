import * as rules from '../../access/permissions';
import { perWebsite, type GatewayModule } from '../gateway-module';
import { websiteConfigActivity } from './activity';
import { websiteConfigRevert } from './revert';
import { websiteConfigImageResolvers } from './image-resolvers';
import { IMAGE_ROUTE, configurationImageRoute } from './image-route';
import { websiteConfigResolvers } from './resolvers';
import { websiteConfigPayloadResolvers, websiteConfigSaveResolvers } from './save-resolvers';

export const websiteConfigModule: GatewayModule = {
  name: 'website-config',
  resolvers: [websiteConfigResolvers, websiteConfigSaveResolvers, websiteConfigPayloadResolvers, websiteConfigImageResolvers],
  routes: [{ path: IMAGE_ROUTE, handler: configurationImageRoute }],
  activity: { subjects: websiteConfigActivity },
  revert: websiteConfigRevert,
  live: {
    mayRead: perWebsite((v, websiteId) => rules.canReadLevel(rules.websiteAreaLevel(v, 'WEB_SITES_WEBSITES_CONFIGURATION', websiteId))),
  },
};
