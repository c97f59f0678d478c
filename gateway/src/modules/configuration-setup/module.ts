import type { GatewayModule } from '../../gateway-module';
import { configurationSetupResolvers } from './resolvers';

export const configurationSetupModule: GatewayModule = { name: 'configuration-setup', resolvers: [configurationSetupResolvers] };
