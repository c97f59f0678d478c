import type { GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../../context';
import { diff, flatten } from '../../activity-log/changes';
import type { ActivityChange, NewActivityEntry } from '../../activity-log/entry';
import { entityTypeOf, idText, type AuditSubject, type Snapshot } from '../../activity-log/subject';
import { baseVersionOf, readBase } from '../../activity-log/versions';
import { revertLinkChanges } from '../../activity-log/revert-link';
import { keptWith } from '../../activity-log/kept-with';
import { readSnapshot } from './snapshot';

// Turns one successful mutation into an activity entry and hands it to the recorder. Runs after
// the answer is known and never fails the request: the after-snapshot and the store write happen
// off the request's path.

export interface AuditedWrite {
  operation: string;
  area: string;
  /** The arguments as sent, with what the schema declares `@sensitive` (and files) left out or masked. */
  args: Record<string, unknown>;
  result: unknown;
  /** The sent input's fields (no ids, no secrets, no untouched defaults), by name. */
  sentFields: string[];
  /** Ids named by the arguments and the payload, by name. */
  ids: Record<string, string>;
  subject: AuditSubject | undefined;
  /** The subject's snapshot read before the write (undefined: unknown). */
  before: Snapshot | null | undefined;
  /** What the subject keeps of the record for a restore, read before the write (recorded when it is gone). */
  kept: ActivityChange[];
  /** Its module's way to the website the write belongs to, when the ids do not say. */
  websiteOf: WebsiteOfWrite | undefined;
  /** The reference the answer named the entry by (null: not named). */
  ref: string | null;
  /** The bulk action the write is one row of, as the app named it (null: alone). */
  batch: string | null;
}

/**
 * The website a write belongs to (a help page's: its domain's), so that only who may read that
 * website hears of it live (issue 39); null when it belongs to none. Read with the writer's
 * request, whose loaders still hold what they read before the write (a deleted record's owner).
 */
export type WebsiteOfWrite = (
  ctx: GatewayContext,
  write: { operation: string; args: Record<string, unknown>; ids: Record<string, string>; entityId: string | null },
) => Promise<string | null> | string | null;

export interface Author {
  userId: string | null;
  email: string | null;
}

/** Reads the subject before the write, when the arguments name it (updates and deletes). */
export async function snapshotBefore(
  schema: GraphQLSchema,
  ctx: GatewayContext,
  subject: AuditSubject | undefined,
  args: Record<string, unknown>,
) {
  const id = subject && idText(subject.id(args, null));
  return subject && id ? readSnapshot(schema, subject, ctx, id, args) : undefined;
}

/** What the subject keeps for a restore (a language's phrases), read before a delete; nothing when it cannot be read. */
export async function keptBefore(ctx: GatewayContext, subject: AuditSubject | undefined, args: Record<string, unknown>) {
  const id = subject?.kept && idText(subject.id(args, null));
  if (!subject?.kept || !id) return [];
  return subject.kept(id, ctx, args).catch((error: unknown) => {
    ctx.services.logger.warn({ err: error, reqId: ctx.requestId }, 'activity: what a delete keeps was not read');
    return [];
  });
}

export async function recordActivity(schema: GraphQLSchema, ctx: GatewayContext, author: Author, write: AuditedWrite): Promise<void> {
  const recorder = ctx.services.activity;
  if (!recorder) return;
  const { subject } = write;
  const id = subject ? idText(subject.id(write.args, write.result)) : genericId(write.ids);
  const after = subject && id ? await readSnapshot(schema, subject, ctx, id, write.args) : undefined;
  // An after-snapshot that could not be read: the sent fields are what is known.
  const known = subject !== undefined && after !== undefined;
  const changes = known
    ? [...diff(write.before ? flatten(write.before) : null, after ? flatten(after) : null), ...(after === null ? write.kept : [])]
    : [...diff(null, flatten({ ...sentValues(write), ...figuresOf(write.result) })), ...keptWith(write.result)];
  const labelOf = (snapshot: Snapshot | null | undefined) => (subject && snapshot ? idText(snapshot[subject.label]) : null);
  const base = baseVersionOf(write.args);
  // Keep mine (issue 28): the user saw a colleague's change and saved theirs over it.
  const overwrite = base && readBase(base).keptOver ? [{ field: 'overwrite', before: null, after: KEPT_OVER_TEXT }] : [];
  const entry = entryOf(author, write, id, labelOf(after) ?? labelOf(write.before), [...revertLinkChanges(), ...overwrite, ...changes]);
  const stored = recorder.record(entry);
  // Open screens hear of it meanwhile; the write answers once its entry is stored.
  publishChange(ctx, write, entry, id).catch((error: unknown) =>
    ctx.services.logger.warn({ err: error, reqId: ctx.requestId }, 'live change not published'),
  );
  await stored;
}

/** The same write, as open screens hear of it: names of fields, never their values. */
async function publishChange(ctx: GatewayContext, write: AuditedWrite, entry: NewActivityEntry, id: string | null): Promise<void> {
  const websiteId = write.websiteOf
    ? await Promise.resolve(write.websiteOf(ctx, { operation: write.operation, args: write.args, ids: write.ids, entityId: id })).catch(
        () => null,
      )
    : (write.ids.websiteId ?? null);
  ctx.services.state.changes.publish({
    area: entry.area,
    operation: entry.operation,
    entityType: entry.entityType,
    entityId: entry.entityId,
    websiteId,
    changedBy: entry.userEmail,
    changedByUserId: entry.userId,
    fields: entry.changes.map((change) => change.field),
    at: new Date(entry.at).toISOString(),
    tab: ctx.tabId(),
  });
}

function entryOf(author: Author, write: AuditedWrite, entityId: string | null, entityLabel: string | null, changes: ActivityChange[]) {
  return {
    at: Date.now(),
    userId: author.userId,
    userEmail: author.email,
    area: write.area,
    operation: write.operation,
    entityType: write.subject?.entity ?? entityTypeOf(write.operation),
    entityId,
    entityLabel,
    changes,
    ref: write.ref,
    // Bound to its author: nobody joins rows to another person's bulk action.
    batch: write.batch && author.userId ? `${author.userId}:${write.batch}` : null,
  };
}

/**
 * `id` first, then the id of the entity the payload returns (a create's new record: `page.id`,
 * not the `domainId` it was created in), then the first `…Id` the arguments name.
 */
function genericId(ids: Record<string, string>): string | null {
  const returned = Object.entries(ids).find(([name]) => name.endsWith('.id'))?.[1];
  return ids.id ?? returned ?? Object.values(ids)[0] ?? null;
}

/**
 * The counts a payload answers with (an import's rows added, updated, unchanged and refused; a
 * bulk delete's count): what a write without a snapshot changed, when the sent fields say nothing.
 */
function figuresOf(result: unknown): Record<string, number> {
  if (!result || typeof result !== 'object') return {};
  return Object.fromEntries(Object.entries(result).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

function sentValues(write: AuditedWrite): Record<string, unknown> {
  const input = write.args.input && typeof write.args.input === 'object' ? (write.args.input as Record<string, unknown>) : write.args;
  return Object.fromEntries(write.sentFields.map((name) => [name, input[name]]));
}

/** What Activity shows of a save made with Keep mine over a colleague's change. */
export const KEPT_OVER_TEXT = "kept this user's values over a colleague's change (Keep mine)";

/** What Activity shows of a write whose outcome is unknown (sent, never answered). */
export const UNKNOWN_OUTCOME = 'unknown: sent, no answer in time (it may have been applied)';

/**
 * A write sent to the upstream and never answered: it may have been applied, so Activity keeps
 * it, with what was sent and an `outcome` field that says so, for the user who checks before
 * retrying. No after-snapshot: the upstream may still be applying it.
 */
export async function recordUnknownOutcome(ctx: GatewayContext, author: Author, write: AuditedWrite): Promise<void> {
  const id = write.subject ? idText(write.subject.id(write.args, null)) : genericId(write.ids);
  const outcome = { field: 'outcome', before: null, after: UNKNOWN_OUTCOME };
  await ctx.services.activity?.record(entryOf(author, write, id, null, [outcome, ...diff(null, flatten(sentValues(write)))]));
}
