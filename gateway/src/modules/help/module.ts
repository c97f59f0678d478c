import * as rules from '../../access/permissions';
import type { GatewayModule } from '../gateway-module';
import { helpSearch } from './search';
import { helpActivity } from './activity';
import { helpRevert } from './revert';
import { helpContentMutationResolvers } from './content-mutations';
import { helpDomainMutationResolvers } from './domain-mutations';
import { HELP_IMAGE_ROUTE, helpImageRoute } from './image-route';
import { helpQueryResolvers } from './resolvers';
import { helpLive } from './live';

export const helpModule: GatewayModule = {
  name: 'help',
  resolvers: [
    helpQueryResolvers,
    helpDomainMutationResolvers,
    helpContentMutationResolvers,
    { Viewer: { canReadHelp: (v) => rules.canReadHelp(v) } },
  ],
  routes: [{ path: HELP_IMAGE_ROUTE, handler: helpImageRoute }],
  activity: { subjects: helpActivity },
  revert: helpRevert,
  search: [helpSearch],
  live: helpLive,
};
