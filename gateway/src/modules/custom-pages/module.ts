import * as rules from '../../access/permissions';
import { ofNoWebsite, type GatewayModule } from '../gateway-module';
import { customPagesActivity } from './activity';
import { customPagesRevert } from './revert';
import { customPagesResolvers } from './resolvers';

export const customPagesModule: GatewayModule = {
  name: 'custom-pages',
  resolvers: [customPagesResolvers],
  activity: { subjects: customPagesActivity },
  revert: customPagesRevert,
  live: { mayRead: (v) => v.isDeveloper || rules.canReadKey(v, 'WEB_SITES_WEBSITES_CONFIGURATION'), watch: { CustomPage: ofNoWebsite } },
};
