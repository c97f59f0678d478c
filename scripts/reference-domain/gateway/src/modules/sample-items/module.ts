import type { GatewayModule } from '../gateway-module';
import { sampleItemsActivity } from './activity';
import { sampleItemsResolvers } from './resolvers';

export const sampleItemsModule: GatewayModule = {
  name: 'sample-items',
  resolvers: [sampleItemsResolvers],
  activity: { subjects: sampleItemsActivity },
};
