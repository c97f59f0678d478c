import * as rules from '../../access/permissions';
import type { GatewayModule } from '../gateway-module';
import { activityResolvers } from './resolvers';
import { undoResolvers } from './undo-resolvers';
import type { UndoSources } from './undo';

/** The Activity screen, with undo over what every area declares it can put back (`sources`). */
export const activityModule = (sources: UndoSources): GatewayModule => ({
  name: 'activity',
  resolvers: [undoResolvers(sources), activityResolvers, { Viewer: { canReadActivity: (v) => rules.canReadActivity(v) } }],
  // The area's own save records the revert (linked to the entry it puts back); the request itself is only logged.
  activity: { notChanges: ['revertActivity', 'restoreActivity', 'restoreVersion', 'restoreActivityBatch'] },
});
