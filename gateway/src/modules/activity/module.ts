import * as rules from '../../access/permissions';
import type { GatewayModule } from '../gateway-module';
import { activityResolvers } from './resolvers';

export const activityModule: GatewayModule = {
  name: 'activity',
  resolvers: [activityResolvers, { Viewer: { canReadActivity: (v) => rules.canReadActivity(v) } }],
};
