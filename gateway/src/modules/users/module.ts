import * as rules from '../../access/permissions';
import { ofNoWebsite, type GatewayModule } from '../gateway-module';
import { usersSearch } from './palette-search';
import { usersExport } from './export';
import { usersResolvers } from './resolvers';
import { usersActivity } from './activity';

export const usersModule: GatewayModule = {
  name: 'users',
  resolvers: [usersResolvers, { Viewer: { canReadUsers: (v) => rules.canReadUsers(v) } }],
  routes: [usersExport],
  activity: { subjects: usersActivity },
  search: [usersSearch],
  live: { mayRead: (v) => rules.canReadUsers(v), watch: { User: ofNoWebsite } },
};
