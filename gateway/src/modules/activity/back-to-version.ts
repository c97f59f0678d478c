import type { GraphQLSchema } from 'graphql';
import { flattenWhole, type Flat } from '../../activity-log/changes';
import { CUT_MARKER, cutText, type ActivityChange, type ActivityEntry, type ActivityStore } from '../../activity-log/entry';
import { kindOf, recordChanges } from '../../activity-log/revert-plan';
import { versionOf } from '../../activity-log/versions';
import type { GatewayContext } from '../../context';
import { readSnapshot } from '../../graphql/audit/snapshot';
import { entryOf, isAfter, plain, readerOf, refusedWhole, runWrite, type UndoResult, type UndoSources } from './undo';

// Back to a version (issue 43): the record as one entry left it is the record now with every
// later entry's changes taken back, newest first. Restoring it is the area's own save over every
// field that differs, based on the record's version now: the same write as a revert, linked to
// the entry whose version it brings back.

/** Later entries taken back at most; a version further back is refused (restore a nearer one first). */
const LATER_MAX = 200;

type Store = Pick<ActivityStore, 'list'>;

interface Version {
  changes: ActivityChange[];
  unavailable: string | null;
}

/**
 * Whether "Back to this version" can be offered on `entry`: it left its record in a state (not a
 * delete) that the area's save writes back whole, and Activity can read the record again. An
 * import's entry is no record's version: its revert puts back the rows it kept.
 */
export function versionOffered(sources: UndoSources, entry: ActivityEntry): boolean {
  const reverter = entry.entityType ? sources.reverters[entry.entityType] : undefined;
  return Boolean(entry.entityId && sources.subjects[entry.operation] && reverter?.update && !reverter.entry && kindOf(entry) !== 'delete');
}

async function planOf(sources: UndoSources, schema: GraphQLSchema, ctx: GatewayContext, store: Store, id: string) {
  const entry = await entryOf(store, id);
  const subject = sources.subjects[entry.operation];
  const update = entry.entityType ? sources.reverters[entry.entityType]?.update : undefined;
  const refused = (unavailable: string) => ({ unavailable, entry, changes: [] as ActivityChange[], write: null });
  if (!versionOffered(sources, entry) || !subject || !update || !entry.entityId)
    return refused('This record cannot be written back from Activity.');
  const args = await subject.argsOfId?.(entry.entityId, readerOf(schema, ctx));
  const current = args === null ? null : await readSnapshot(schema, subject, ctx, entry.entityId, args);
  if (current === undefined) return refused('The record cannot be read now: try again.');
  if (current === null) return refused('The record no longer exists: restore it from its delete entry.');
  const { items } = await store.list({ entityType: entry.entityType, entityId: entry.entityId }, 0, LATER_MAX + 1);
  const later = items.filter((other) => isAfter(other, entry));
  if (later.length > LATER_MAX) return refused(`More than ${LATER_MAX} changes were made since: restore a nearer version first.`);
  const now = flattenWhole(current);
  const target: Flat = { ...now };
  for (const other of later) {
    for (const change of recordChanges(other.changes)) {
      if (change.before === null) delete target[change.field];
      else target[change.field] = change.before;
    }
  }
  const fields = [...new Set([...Object.keys(now), ...Object.keys(target)])].filter((f) => (now[f] ?? null) !== (target[f] ?? null));
  const changes = fields.map((field) => ({ field, before: now[field] ? cutText(now[field]) : null, after: target[field] ?? null }));
  const cut = fields.filter((field) => target[field]?.endsWith(CUT_MARKER));
  const unavailable =
    fields.length === 0
      ? 'The record is as this version left it.'
      : cut.length > 0
        ? `Activity kept only the start of ${cut.join(', ')}: this version cannot be written back whole.`
        : null;
  return { unavailable, entry, changes, write: { id: entry.entityId, target, fields, version: versionOf(current), update } };
}

/** The record as entry `id` left it, against the record now. */
export async function versionAt(
  sources: UndoSources,
  schema: GraphQLSchema,
  ctx: GatewayContext,
  store: Store,
  id: string,
): Promise<Version> {
  const { changes, unavailable } = await planOf(sources, schema, ctx, store, id);
  return { changes, unavailable };
}

/** Writes the record as entry `id` left it: every field that differs, in one save. */
export async function restoreVersion(
  sources: UndoSources,
  schema: GraphQLSchema,
  ctx: GatewayContext,
  store: Store,
  id: string,
): Promise<UndoResult> {
  const plan = await planOf(sources, schema, ctx, store, id);
  if (plan.unavailable !== null || !plan.write)
    return refusedWhole('NOT_REVERTIBLE', plan.unavailable ?? 'This version cannot be restored.');
  const { update, ...record } = plan.write;
  const write = await update(record, readerOf(schema, ctx));
  if (typeof write === 'string') return refusedWhole('NOT_REVERTIBLE', write, record.id);
  const answer = await runWrite(schema, ctx, write, 'reverts', plan.entry);
  if (answer.userErrors.length > 0) return { reverted: [], entityId: record.id, userErrors: answer.userErrors.map(plain) };
  return { reverted: record.fields, entityId: record.id, userErrors: [] };
}
