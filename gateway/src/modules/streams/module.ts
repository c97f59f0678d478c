import * as rules from '../../access/permissions';
import { ofNoWebsite, type GatewayModule } from '../gateway-module';
import { streamService } from './client';
import { streamsResolvers } from './resolvers';
import { streamsActivity } from './activity';
import { streamsRevert } from './revert';

export const streamsModule: GatewayModule = {
  name: 'streams',
  resolvers: [streamsResolvers],
  upstreams: [streamService],
  activity: { subjects: streamsActivity },
  revert: streamsRevert,
  live: { mayRead: (v) => rules.canReadKey(v, 'CONFIGURATION_IMG_ARENA'), watch: { StreamConfiguration: ofNoWebsite } },
};
