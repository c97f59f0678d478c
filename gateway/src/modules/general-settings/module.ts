import type { GatewayModule } from '../gateway-module';
import { generalSettingsResolvers } from './resolvers';

export const generalSettingsModule: GatewayModule = { name: 'general-settings', resolvers: [generalSettingsResolvers] };
