import type { GatewayModule, LiveArea } from '../gateway-module';
import { audiences } from './audience';
import { liveResolvers } from './resolvers';

/** The live feed and presence over the audience rules the other modules declare (modules/index.ts gathers them). */
export const liveModule = (areas: Readonly<Record<string, LiveArea>>): GatewayModule => ({
  name: 'live',
  resolvers: [liveResolvers(audiences(areas))],
});
