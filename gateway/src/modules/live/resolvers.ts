import type { Resolvers } from '../../generated/resolvers-types';
import type { EntityChange } from '../../state/change-feed';
import { mayHear } from './audience';
import { feedIterator } from './feed-iterator';

// The live feed (issue 28): every change the viewer may read, as it is recorded on any replica,
// except the ones this tab made itself. The viewer is read once, when the stream opens: a viewer
// whose permissions change gets a new stream with the page that notices it.

export const liveResolvers: Resolvers = {
  Subscription: {
    entityChanged: {
      async subscribe(_root, { tab }, ctx) {
        const viewer = await ctx.requireViewer();
        return feedIterator(ctx.services.state.changes, (change) => (tab == null || change.tab !== tab) && mayHear(viewer, change));
      },
      resolve: (change: EntityChange) => change,
    },
  },
};
