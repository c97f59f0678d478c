import type { GatewayModule } from '../../gateway-module';
import { activityResolvers } from './resolvers';

export const activityModule: GatewayModule = { name: 'activity', resolvers: [activityResolvers] };
