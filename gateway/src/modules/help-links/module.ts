import type { GatewayModule } from '../../gateway-module';
import { helpLinksResolvers } from './resolvers';

export const helpLinksModule: GatewayModule = { name: 'help-links', resolvers: [helpLinksResolvers] };
