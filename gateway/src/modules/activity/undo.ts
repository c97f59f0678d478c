import { execute, parse, type GraphQLSchema } from 'graphql';
import { flattenWhole, type Flat } from '../../activity-log/changes';
import type { ActivityEntry, ActivityQuery, ActivityStore } from '../../activity-log/entry';
import { kindOf, planRevert, recordChanges, type RevertRefusal } from '../../activity-log/revert-plan';
import { asRevertOf } from '../../activity-log/revert-link';
import type { EntryRevert, Reverter, Reverters, RevertRead, RevertUserError, RevertWrite } from '../../activity-log/reverter';
import type { AuditSubject } from '../../activity-log/subject';
import { offerOf, type UndoOffer } from '../../activity-log/undo-offer';
import { versionOf } from '../../activity-log/versions';
import type { GatewayContext } from '../../context';
import { badUserInput, notFound } from '../../errors';
import { readSnapshot } from '../../graphql/audit/snapshot';

// Undo from Activity (issue 43): revertActivity and restoreActivity. The entry says what was
// there before; the area's Reverter (declared by its module) says which of its own mutations
// writes it back; that mutation runs on the served schema with the user's request, so it is the
// same save as any other: permissions, the version check, Activity (linked to the entry) and live
// changes. Nothing is written blindly: a field changed again since is refused, naming who and when.

/** Later entries of the record read to name who changed a field since (newest first). */
const LATER_READ = 50;

export interface UndoSources {
  /** Every module's Activity subjects, by mutation: how a record is read now. */
  subjects: Readonly<Record<string, AuditSubject>>;
  reverters: Readonly<Reverters>;
}

export interface UndoResult {
  reverted: string[];
  entityId: string | null;
  userErrors: RevertUserError[];
}

export const refusedWhole = (code: string, message: string, entityId: string | null = null): UndoResult => ({
  reverted: [],
  entityId,
  userErrors: [{ field: null, message, code, changedBy: null, changedAt: null }],
});

const asUserError = (refusal: RevertRefusal): UndoResult['userErrors'][number] => ({ ...refusal });

interface WriteAnswer {
  userErrors: { field: string | null; message: string; code: string | null }[];
  createdId: string | null;
}

const parsed = new Map<string, ReturnType<typeof parse>>();

/** Runs one of the area's own mutations as the revert of `entry`; a thrown error (FORBIDDEN, an upstream down) is thrown on. */
export async function runWrite(
  schema: GraphQLSchema,
  ctx: GatewayContext,
  write: RevertWrite,
  link: 'reverts' | 'restores',
  entry: ActivityEntry,
) {
  let document = parsed.get(write.mutation);
  if (!document) parsed.set(write.mutation, (document = parse(write.mutation)));
  const result = await asRevertOf(link, entry.id, () =>
    Promise.resolve(execute({ schema, document, contextValue: ctx.fork(), variableValues: write.variables })),
  );
  const error = result.errors?.[0];
  // A resolver's error (FORBIDDEN, an upstream down) is the request's; a value the save does not take is the entry's.
  if (error?.originalError) throw error.originalError;
  if (error)
    return {
      userErrors: [{ field: null, message: `The entry does not hold what the save needs: ${error.message}`, code: 'NOT_REVERTIBLE' }],
      createdId: null,
    };
  const answer = result.data?.write as { userErrors?: WriteAnswer['userErrors']; created?: { id?: unknown } | null } | undefined;
  const id = answer?.created?.id;
  return { userErrors: answer?.userErrors ?? [], createdId: typeof id === 'string' ? id : null } satisfies WriteAnswer;
}

/** Reads for a reverter with the user's request; a read that fails is the request's error. */
export const readerOf =
  (schema: GraphQLSchema, ctx: GatewayContext): RevertRead =>
  async <T>(query: string, variables: Record<string, unknown> = {}) => {
    let document = parsed.get(query);
    if (!document) parsed.set(query, (document = parse(query)));
    const result = await execute({ schema, document, contextValue: ctx.fork(), variableValues: variables });
    const error = result.errors?.[0];
    if (error) throw error.originalError ?? error;
    return result.data as T;
  };

export class Undo {
  constructor(private readonly sources: UndoSources) {}

  /** What the Activity screen may offer on an entry. */
  offer(entry: ActivityEntry): UndoOffer | null {
    const reverter = entry.entityType ? this.sources.reverters[entry.entityType] : undefined;
    const kind = kindOf(entry);
    // An import's entry is none of these: its area reverts it from the rows it kept.
    if (reverter?.entry) return reverter.entry.unavailable(entry) === null ? 'REVERT' : null;
    return offerOf(reverter, kind, Boolean(this.sources.subjects[entry.operation]));
  }

  /** Why an update or delete offers neither, when its area says (a help page's delete does not hold its domain). */
  unavailable(entry: ActivityEntry): string | null {
    if (this.offer(entry)) return null;
    const kind = kindOf(entry);
    const reverter = this.reverterOf(entry);
    if (reverter?.entry) return reverter.entry.unavailable(entry);
    if (reverter?.cannotUndo) return reverter.cannotUndo;
    return (kind === 'delete' ? reverter?.cannotRestore : kind === 'update' ? reverter?.cannotRevert : null) ?? null;
  }

  /** What restoring this delete entry cannot bring back, said before the user confirms. */
  restoreLoses(entry: ActivityEntry): string | null {
    const loses = this.offer(entry) === 'RESTORE' ? this.reverterOf(entry)?.restore?.loses : undefined;
    return (typeof loses === 'function' ? loses(beforeOf(entry)) : loses) ?? null;
  }

  reverterOf(entry: ActivityEntry): Reverter | undefined {
    return entry.entityType ? this.sources.reverters[entry.entityType] : undefined;
  }

  async revert(schema: GraphQLSchema, ctx: GatewayContext, store: Pick<ActivityStore, 'list'>, id: string, fields: string[] | null) {
    const entry = await entryOf(store, id);
    const whole = this.reverterOf(entry)?.entry;
    if (whole) return this.revertWhole(schema, ctx, store, entry, whole);
    const subject = this.sources.subjects[entry.operation];
    const update = this.reverterOf(entry)?.update;
    if (this.offer(entry) !== 'REVERT' || !subject || !update || !entry.entityId) {
      return refusedWhole('NOT_REVERTIBLE', 'This entry cannot be reverted: it changed no fields that can be written back.');
    }
    const args = await subject.argsOfId?.(entry.entityId, readerOf(schema, ctx));
    const current = args === null ? null : await readSnapshot(schema, subject, ctx, entry.entityId, args);
    if (current === undefined) {
      // Read again to throw why (FORBIDDEN for who may not read the area, an upstream down), else a retry may help.
      await readerOf(schema, ctx)(subject.snapshot, { ...subject.variables?.(args ?? {}), id: entry.entityId });
      return refusedWhole('NOT_REVERTIBLE', 'The record cannot be read now: try again.');
    }
    if (current === null) return refusedWhole('NOT_REVERTIBLE', 'The record no longer exists: restore it from its delete entry.');
    const later = (await store.list({ entityType: entry.entityType, entityId: entry.entityId }, 0, LATER_READ)).items.filter((other) =>
      isAfter(other, entry),
    );
    const plan = planRevert(entry, flattenWhole(current), later, fields);
    const refused = plan.refused.map(asUserError);
    if (plan.fields.length === 0) return { reverted: [], entityId: entry.entityId, userErrors: refused };
    const write = await update(
      { id: entry.entityId, target: plan.target, fields: plan.fields, version: versionOf(current) },
      readerOf(schema, ctx),
    );
    if (typeof write === 'string') return refusedWhole('NOT_REVERTIBLE', write, entry.entityId);
    const answer = await runWrite(schema, ctx, write, 'reverts', entry);
    if (answer.userErrors.length > 0)
      return { reverted: [], entityId: entry.entityId, userErrors: [...refused, ...answer.userErrors.map(plain)] };
    return { reverted: plan.fields, entityId: entry.entityId, userErrors: refused };
  }

  /** An import's revert: the area writes back the rows its entry kept, through its own save. */
  private async revertWhole(
    schema: GraphQLSchema,
    ctx: GatewayContext,
    store: Pick<ActivityStore, 'list'>,
    entry: ActivityEntry,
    whole: EntryRevert,
  ): Promise<UndoResult> {
    const why = whole.unavailable(entry);
    if (why !== null) return refusedWhole('NOT_REVERTIBLE', why, entry.entityId);
    const tools = {
      read: readerOf(schema, ctx),
      write: (write: RevertWrite) => runWrite(schema, ctx, write, 'reverts', entry),
      later: async (query: ActivityQuery) =>
        (await store.list({ ...query, from: entry.at }, 0, LATER_READ)).items.filter((other) => isAfter(other, entry)),
    };
    return { ...(await whole.revert(entry, tools, ctx)), entityId: entry.entityId };
  }

  async restore(schema: GraphQLSchema, ctx: GatewayContext, store: Pick<ActivityStore, 'list'>, id: string, password: string | null) {
    const entry = await entryOf(store, id);
    const restore = this.reverterOf(entry)?.restore;
    if (this.offer(entry) !== 'RESTORE' || !restore)
      return refusedWhole('NOT_REVERTIBLE', 'This entry is not a delete that can be restored.');
    if (restore.needsPassword && !password) return refusedWhole('PASSWORD_REQUIRED', 'Give the restored user a new password.');
    const before = beforeOf(entry);
    const write = await restore.write(before, { password, read: readerOf(schema, ctx), entityId: entry.entityId ?? '' });
    if (typeof write === 'string') return refusedWhole('NOT_REVERTIBLE', write);
    const answer = await runWrite(schema, ctx, write, 'restores', entry);
    if (answer.userErrors.length > 0 || !answer.createdId)
      return { reverted: [], entityId: null, userErrors: answer.userErrors.map(plain) };
    const second = restore.then?.(answer.createdId, before);
    const then = second ? await runWrite(schema, ctx, second, 'restores', entry) : null;
    return { reverted: Object.keys(before), entityId: answer.createdId, userErrors: (then?.userErrors ?? []).map(plain) };
  }
}

/** The record as the delete entry found it. */
const beforeOf = (entry: ActivityEntry): Flat =>
  Object.fromEntries(recordChanges(entry.changes).map((change) => [change.field, change.before]));

export const plain = (error: WriteAnswer['userErrors'][number]) => ({ ...error, changedBy: null, changedAt: null });

/** Entries are listed newest first by time, then id: the same order tells what came after. */
export const isAfter = (other: ActivityEntry, entry: ActivityEntry) =>
  other.at > entry.at || (other.at === entry.at && Number(other.id) > Number(entry.id));

export async function entryOf(store: Pick<ActivityStore, 'list'>, id: string): Promise<ActivityEntry> {
  if (!/^\d{1,18}$/.test(id)) throw badUserInput('No Activity entry has this id.', 'id');
  const found = (await store.list({ id }, 0, 1)).items[0];
  if (!found) throw notFound('No Activity entry has this id.');
  return found;
}
