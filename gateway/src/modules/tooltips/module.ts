import * as rules from '../../access/permissions';
import { ofNoWebsite, type GatewayModule } from '../gateway-module';
import { tooltipsResolvers } from './resolvers';
import { sportTooltipResolvers } from './sport-resolvers';
import { tooltipsActivity } from './activity';
import { tooltipsRevert } from './revert';

export const tooltipsModule: GatewayModule = {
  name: 'tooltips',
  resolvers: [tooltipsResolvers, sportTooltipResolvers],
  activity: { subjects: tooltipsActivity },
  revert: tooltipsRevert,
  // A website's tooltips are its own; a sport's tooltips (the Configurations screen) belong to no website.
  live: {
    mayRead: (v, websiteId) =>
      websiteId !== null
        ? rules.canReadLevel(rules.websiteAreaLevel(v, 'WEB_SITES_TOOLTIPS', websiteId))
        : rules.canReadKey(v, 'CONFIGURATION_TOOLTIPS') || (rules.canReadKey(v, 'WEB_SITES_TOOLTIPS') && rules.canReadWebsites(v)),
    // A sport's tooltip (`{sportId}:{phraseKey}`), edited in the Configurations screen's modal.
    watch: { SportTooltip: ofNoWebsite },
  },
};
