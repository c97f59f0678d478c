import * as rules from '../../access/permissions';
import { iconsRevert } from './revert';
import { ofNoWebsite, type GatewayModule } from '../gateway-module';
import { iconsSearch } from './palette-search';
import { iconsActivity } from './activity';
import { iconsExport } from './export';
import { iconsResolvers } from './resolvers';

export const iconsModule: GatewayModule = {
  name: 'icons',
  resolvers: [iconsResolvers],
  routes: [iconsExport],
  activity: { subjects: iconsActivity },
  revert: iconsRevert,
  search: [iconsSearch],
  live: { mayRead: (v) => rules.canReadKey(v, 'CONFIGURATION_ICONS'), watch: { Icon: ofNoWebsite } },
};
