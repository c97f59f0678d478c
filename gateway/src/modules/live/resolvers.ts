import type { Resolvers } from '../../generated/resolvers-types';
import type { EntityChange } from '../../state/change-feed';
import { mayHear } from './audience';
import { feedIterator } from './feed-iterator';
import { PRESENCE_AREA, presenceStream } from './presence-stream';
import * as rules from '../../access/permissions';
import { badUserInput, forbidden } from '../../errors';
import type { ViewerModel } from '../../access/viewer-model';

// The live feed (issue 28): every change the viewer may read, as it is recorded on any replica,
// except the ones this tab made itself. The viewer is read once, when the stream opens: a viewer
// whose permissions change gets a new stream with the page that notices it.

export const liveResolvers: Resolvers = {
  Subscription: {
    entityChanged: {
      async subscribe(_root, { tab }, ctx) {
        const viewer = await ctx.requireViewer();
        return feedIterator(
          ctx.services.state.changes,
          (change) => change.area !== PRESENCE_AREA && (tab == null || change.tab !== tab) && mayHear(viewer, change),
        );
      },
      resolve: (change: EntityChange) => change,
    },
    whoElseIsHere: {
      async subscribe(_root, { resource, tab }, ctx) {
        const viewer = await ctx.requireViewer();
        assertMayWatch(viewer, resource);
        return presenceStream(ctx.services.state, viewer, resource, tab ?? null);
      },
      resolve: (others: { email: string }[]) => others,
    },
  },
};

/** The edit screens that say who else is there, each readable only by who may read the record. */
const WATCHABLE: Record<string, (viewer: ViewerModel, id: string) => boolean> = {
  User: (viewer) => rules.canReadUsers(viewer),
  Website: (viewer, id) => rules.canReadWebsite(viewer, id),
  Language: (viewer) => rules.canReadTranslations(viewer),
  Section: (viewer) => rules.canReadTranslations(viewer),
  Word: (viewer) => rules.canReadTranslations(viewer),
  HelpPage: (viewer) => rules.canReadHelp(viewer),
  CustomPage: (viewer) => rules.canReadConfigurations(viewer),
  HelpLink: (viewer) => rules.canReadConfigurationSetup(viewer),
  ConfigurationSection: (viewer) => rules.canReadConfigurationSetup(viewer),
  ConfigurationTypeRecord: (viewer) => rules.canReadConfigurationSetup(viewer),
};

function assertMayWatch(viewer: ViewerModel, resource: string): void {
  const match = /^([A-Za-z]+):(\d{1,15})$/.exec(resource);
  const allowed = match && WATCHABLE[match[1]!];
  if (!match || !allowed) throw badUserInput('The resource is a record as `User:12` or `Website:3`.');
  if (!allowed(viewer, match[2]!)) throw forbidden('You cannot read this record.');
}
