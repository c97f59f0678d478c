import type { GatewayModule } from '../../gateway-module';
import { websiteConfigImageResolvers } from './image-resolvers';
import { IMAGE_ROUTE, configurationImageRoute } from './image-route';
import { websiteConfigResolvers } from './resolvers';
import { websiteConfigSaveResolvers } from './save-resolvers';

export const websiteConfigModule: GatewayModule = {
  name: 'website-config',
  resolvers: [websiteConfigResolvers, websiteConfigSaveResolvers, websiteConfigImageResolvers],
  routes: [{ path: IMAGE_ROUTE, handler: configurationImageRoute }],
};
