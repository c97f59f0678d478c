import type { GatewayModule } from '../gateway-module';
import { organisationResolvers } from './resolvers';

export const organisationModule: GatewayModule = { name: 'organisation', resolvers: [organisationResolvers] };
