import { assertCanReadActivity } from '../../access/permissions';
import type { GatewayContext } from '../../context';
import type { ActivityEntry } from '../../activity-log/entry';
import { badUserInput } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import type { ActivityEntryModel } from './mappers';
import { Undo, type UndoSources } from './undo';
import { restoreVersion, versionAt } from './back-to-version';
import { readable } from '../../activity-log/packed';

// revertActivity, restoreActivity and what an entry offers (issue 43).

const LINK_FIELDS = new Set(['reverts', 'restores']);
/** Later entries of the same record searched for the revert of an entry. */
const REVERTS_READ = 50;

/** Whoever reads Activity (admins, developers) may ask; the area's save then checks its own permission. */
async function storeOf(ctx: GatewayContext) {
  assertCanReadActivity(await ctx.requireViewer());
  const services = ctx.services;
  if (!services.activity) throw badUserInput('The activity log is switched off on this gateway (AUDIT=false).');
  return services.activity;
}

const stored = (entry: ActivityEntryModel): ActivityEntry => ({ ...entry, at: Date.parse(entry.at) });

export function undoResolvers(sources: UndoSources): Resolvers {
  const undo = new Undo(sources);
  return {
    Mutation: {
      revertActivity: async (_root, { id, fields }, ctx, info) => undo.revert(info.schema, ctx, await storeOf(ctx), id, fields ?? null),
      restoreActivity: async (_root, { id, password }, ctx, info) =>
        undo.restore(info.schema, ctx, await storeOf(ctx), id, password ?? null),
      restoreVersion: async (_root, { id }, ctx, info) => restoreVersion(sources, info.schema, ctx, await storeOf(ctx), id),
    },
    Query: {
      activityVersion: async (_root, { id }, ctx, info) => versionAt(sources, info.schema, ctx, await storeOf(ctx), id),
    },
    ActivityEntry: {
      // The link to the entry put back is its own field, not one of the record's.
      // A value packed for a restore (a language's phrases) shows its summary alone.
      changes: (entry) =>
        entry.changes
          .filter((change) => !LINK_FIELDS.has(change.field))
          .map((change) => ({ ...change, before: readable(change.before), after: readable(change.after) })),
      reverts: (entry) => entry.changes.find((change) => LINK_FIELDS.has(change.field))?.after ?? null,
      async revertedBy(entry, _args, ctx) {
        const store = ctx.services.activity;
        if (!store || !entry.entityType || !entry.entityId) return [];
        const { items } = await store.list({ entityType: entry.entityType, entityId: entry.entityId }, 0, REVERTS_READ);
        return items
          .filter((other) => other.changes.some((change) => LINK_FIELDS.has(change.field) && change.after === entry.id))
          .map((other) => other.id);
      },
      undo: (entry) => undo.offer(stored(entry)),
      restoreLoses: (entry) => undo.restoreLoses(stored(entry)),
      undoUnavailable: (entry) => undo.unavailable(stored(entry)),
      restoreNeedsPassword: (entry) => Boolean(undo.reverterOf(stored(entry))?.restore?.needsPassword),
    },
  };
}
