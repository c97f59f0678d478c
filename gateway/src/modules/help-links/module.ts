import { ofNoWebsite, type GatewayModule } from '../gateway-module';
import { helpLinksActivity } from './activity';
import { helpLinksResolvers } from './resolvers';

export const helpLinksModule: GatewayModule = {
  name: 'help-links',
  resolvers: [helpLinksResolvers],
  activity: { subjects: helpLinksActivity },
  live: { mayRead: (v) => v.isDeveloper, watch: { HelpLink: ofNoWebsite } },
};
