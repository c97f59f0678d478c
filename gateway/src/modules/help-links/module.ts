import { ofNoWebsite, type GatewayModule } from '../gateway-module';
import { helpLinksActivity } from './activity';
import { helpLinksRevert } from './revert';
import { helpLinksResolvers } from './resolvers';

export const helpLinksModule: GatewayModule = {
  name: 'help-links',
  resolvers: [helpLinksResolvers],
  activity: { subjects: helpLinksActivity },
  revert: helpLinksRevert,
  live: { mayRead: (v) => v.isDeveloper, watch: { HelpLink: ofNoWebsite } },
};
