import type { Resolvers } from '../../generated/resolvers-types';
import type { EntityChange } from '../../state/change-feed';
import type { Audiences } from './audience';
import { feedIterator } from './feed-iterator';
import { PRESENCE_AREA, presenceStream } from './presence-stream';

// The live feed (issue 28): every change the viewer may read, as it is recorded on any replica,
// except the ones this tab made itself. A stream filters with the viewer it opened as: the door
// (graphql/live/live-streams.ts) ends it when that viewer signs out or is allowed other things, and
// the app opens it again as who it is now.

export const liveResolvers = (audience: Audiences): Resolvers => ({
  Subscription: {
    entityChanged: {
      async subscribe(_root, { tab }, ctx) {
        const viewer = await ctx.requireViewer();
        // The tab as this session names it: another session cannot mute it (issue 39).
        const ownTab = ctx.sessionTab(tab);
        return feedIterator(
          ctx.services.state.changes,
          (change) => change.area !== PRESENCE_AREA && (ownTab === null || change.tab !== ownTab) && audience.mayHear(viewer, change),
        );
      },
      resolve: (change: EntityChange) => change,
    },
    whoElseIsHere: {
      async subscribe(_root, { resource, tab }, ctx) {
        const viewer = await ctx.requireViewer();
        await audience.assertMayWatch(ctx, viewer, resource);
        return presenceStream(ctx.services.state, viewer, resource, ctx.sessionTab(tab));
      },
      resolve: (others: { email: string }[]) => others,
    },
  },
});
