import type { GatewayModule } from '../gateway-module';
import { customPagesActivity } from './activity';
import { customPagesResolvers } from './resolvers';

export const customPagesModule: GatewayModule = {
  name: 'custom-pages',
  resolvers: [customPagesResolvers],
  activity: { subjects: customPagesActivity },
};
