import { assertCanReadActivity } from '../../access/permissions';
import type { GatewayContext } from '../../context';
import type { ActivityEntry } from '../../activity-log/entry';
import { badUserInput } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import type { ActivityEntryModel } from './mappers';
import { Undo, type UndoSources } from './undo';
import { restoreVersion, versionAt, versionOffered } from './back-to-version';
import { readable } from '../../activity-log/packed';
import { LINK_FIELDS, linkedEntryOf } from '../../activity-log/revert-link';
import { restoreBatch } from './restore-batch';

// revertActivity, restoreActivity and what an entry offers (issue 43).

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
      restoreActivityBatch: async (_root, { id, password }, ctx, info) =>
        restoreBatch(undo, info.schema, ctx, await storeOf(ctx), id, password ?? null),
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
      reverts: (entry) => linkedEntryOf(entry.changes),
      async revertedBy(entry, _args, ctx) {
        const store = ctx.services.activity;
        if (!store) return [];
        const linked = (await store.list({ reverts: entry.id }, 0, REVERTS_READ)).items;
        // Entries recorded before the link had a column of its own are found on the same record.
        const sameRecord =
          entry.entityType && entry.entityId
            ? (await store.list({ entityType: entry.entityType, entityId: entry.entityId }, 0, REVERTS_READ)).items
            : [];
        const ids = [...linked, ...sameRecord].filter((other) => linkedEntryOf(other.changes) === entry.id).map((other) => other.id);
        return [...new Set(ids)].sort((a, b) => Number(b) - Number(a));
      },
      undo: (entry) => undo.offer(stored(entry)),
      restoreLoses: (entry) => undo.restoreLoses(stored(entry)),
      undoUnavailable: (entry) => undo.unavailable(stored(entry)),
      restoreNeedsPassword: (entry) => Boolean(undo.reverterOf(stored(entry))?.restore?.needsPassword),
      revertsRows: (entry) => Boolean(undo.reverterOf(stored(entry))?.entry),
      backToVersion: (entry) => versionOffered(sources, stored(entry)),
    },
  };
}
