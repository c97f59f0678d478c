import { randomUUID } from 'node:crypto';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { getNamedType, isInputObjectType, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../../context';
import { argumentsRedaction } from './sensitive-fields';
import { keptBefore, recordActivity, recordUnknownOutcome, snapshotBefore, type Author, type WebsiteOfWrite } from './activity-record';
import { isOutcomeUnknown } from '../../upstream/error-mapping';
import type { AuditSubject } from '../../activity-log/subject';
import type { Reverters } from '../../activity-log/reverter';
import { offerOf, writeKindOf } from '../../activity-log/undo-offer';
import { isRevertWrite } from '../../activity-log/revert-link';
import { noteWrittenEntry } from './written-entries';
import { within, WRITE_WAIT_MS } from '../../activity-log/recorder';

// One structured log line per successful mutation: who, which operation,
// which entities and which fields changed (by name: values stay out, and
// what the schema declares `@sensitive`, and files, are never named). A mutation succeeded when it
// returned without an error and, for payloads, without userErrors. The line
// is written once the answer is known and never fails the request.
// The same writes are stored for the Activity screen (activity-log/; its screen is modules/activity), with before → after
// where the mutation's module declares how to read its entity.

/** Where each mutation belongs and how its entity is read (schema.ts gathers both from the modules). */
export interface AuditOptions {
  areas: ReadonlyMap<string, string>;
  subjects: Readonly<Record<string, AuditSubject>>;
  /** Mutations stored only in the log line (sign-in, sign-out). */
  notChanges: ReadonlySet<string>;
  /** By area: how its writes find the website they belong to, where the ids do not say. */
  websiteOf: ReadonlyMap<string, WebsiteOfWrite>;
  /** How each entity type goes back (the areas' `revert`): a write its reverter can put back names its entry in the answer. */
  reverters: Readonly<Reverters>;
}

export interface AuditEntry {
  reqId: string | undefined;
  userId: string | null;
  email: string | null;
  operation: string;
  /** Ids named by the arguments and returned by the payload, by name (`id`, `websiteId`, `user.id`, …). */
  entityIds: Record<string, string>;
  /** The input fields the client sent, by name. */
  changedFields: string[];
  /** Set when the write was sent and never answered: it may have been applied. */
  outcome?: 'unknown';
}

const isId = (name: string) => name === 'id' || name.endsWith('Id');

function idsOf(args: Record<string, unknown>): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) {
    if (isId(name) && (typeof value === 'string' || typeof value === 'number')) ids[name] = String(value);
    else if (name === 'input' && value && typeof value === 'object') Object.assign(ids, idsOf(value as Record<string, unknown>));
  }
  return ids;
}

/** `user.id`, `website.id`, … of the entities a payload returns. */
function returnedIds(result: unknown): Record<string, string> {
  const ids: Record<string, string> = {};
  if (!result || typeof result !== 'object') return ids;
  for (const [name, value] of Object.entries(result)) {
    if (isId(name) && (typeof value === 'string' || typeof value === 'number')) ids[name] = String(value);
    else if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value) {
      const id = (value as { id: unknown }).id;
      if (typeof id === 'string' || typeof id === 'number') ids[`${name}.id`] = String(id);
    }
  }
  return ids;
}

/** The fields the client sent (GraphQL fills in defaults it did not send: those are left out). */
function changedFields(args: Record<string, unknown>, defaults: Map<string, string> | null): string[] {
  const source = defaults && args.input && typeof args.input === 'object' ? (args.input as Record<string, unknown>) : args;
  return Object.keys(source).filter(
    (name) => !isId(name) && name !== 'baseVersion' && source[name] !== undefined && defaults?.get(name) !== JSON.stringify(source[name]),
  );
}

function succeeded(result: unknown): boolean {
  if (!result || typeof result !== 'object' || !('userErrors' in result)) return true;
  const errors = result.userErrors;
  return !Array.isArray(errors) || errors.length === 0;
}

function audited(
  config: GraphQLFieldConfig<unknown, GatewayContext>,
  operation: string,
  schema: GraphQLSchema,
  options: AuditOptions,
): GraphQLFieldConfig<unknown, GatewayContext> {
  const resolve = config.resolve;
  const subject = options.subjects[operation];
  const area = options.areas.get(operation) ?? 'other';
  const websiteOf = options.websiteOf.get(area);
  if (!resolve) return config;
  const redact = argumentsRedaction(schema, config.args);
  const inputType = config.args?.input?.type;
  const named = inputType === undefined ? undefined : getNamedType(inputType);
  const defaults =
    named && isInputObjectType(named)
      ? new Map(
          Object.values(named.getFields())
            .filter((f) => f.defaultValue !== undefined)
            .map((f) => [f.name, JSON.stringify(f.defaultValue)]),
        )
      : null;
  return {
    ...config,
    async resolve(source, args: Record<string, unknown>, ctx, info) {
      // Who was signed in before (signOut ends the session it would be read from).
      const before = ctx.session;
      const stored = ctx.services.activity !== null && !options.notChanges.has(operation);
      const snapshot = stored ? await snapshotBefore(schema, ctx, subject, args) : undefined;
      const kept = stored && snapshot ? await keptBefore(ctx, subject, args) : [];
      // An update or delete (the record was there before) that its area can put back, as Activity
      // would offer it (a help domain's delete cannot be): the answer names its entry, for the
      // notice's Undo. A revert names none: its notice says it is done, Activity can revert it.
      const undoable =
        Boolean(snapshot && subject && offerOf(options.reverters[subject.entity], writeKindOf(operation), true)) && !isRevertWrite();
      // The log line, and the Activity entry: a write that answered, or one sent and never answered.
      const audit = async (result: unknown, outcome?: 'unknown'): Promise<void> => {
        const entityIds = { ...idsOf(args), ...returnedIds(result) };
        // What was sent, its secrets left out or masked: never named, nor stored.
        const shown = redact(args);
        const sentFields = changedFields(shown, defaults);
        const line = { reqId: ctx.requestId, operation, entityIds, changedFields: sentFields, ...(outcome && { outcome }) };
        const written = writeAuditLine(ctx, before, line);
        const recorder = ctx.services.activity;
        if (!stored || !recorder) return;
        const ref = undoable && !outcome ? randomUUID() : null;
        if (ref) {
          recorder.expect(ref);
          noteWrittenEntry(ctx, ref);
        }
        const write = {
          operation,
          area,
          args: shown,
          result,
          sentFields,
          ids: entityIds,
          subject,
          before: snapshot,
          kept,
          websiteOf,
          ref,
          batch: ctx.activityBatch(),
        };
        // The answer waits for its entry, at most WRITE_WAIT_MS: an acknowledged write is in Activity.
        const recorded = written
          .then((author) => (outcome ? recordUnknownOutcome(ctx, author, write) : recordActivity(schema, ctx, author, write)))
          .catch((error: unknown) => {
            recorder.settled(ref);
            ctx.services.logger.warn({ err: error, reqId: ctx.requestId }, 'activity entry not recorded');
          });
        return within(recorded, WRITE_WAIT_MS);
      };
      let result: unknown;
      try {
        result = await resolve(source, args, ctx, info);
      } catch (error) {
        if (isOutcomeUnknown(error)) await audit(undefined, 'unknown');
        throw error;
      }
      if (succeeded(result)) await audit(result);
      return result;
    },
  };
}

async function writeAuditLine(
  ctx: GatewayContext,
  before: GatewayContext['session'],
  entry: Omit<AuditEntry, 'userId' | 'email'>,
): Promise<Author> {
  const fallback = { userId: before?.userId ?? null, email: before?.email ?? null };
  try {
    const viewer = await ctx.viewer();
    const author = { userId: viewer?.id ?? fallback.userId, email: viewer?.email ?? fallback.email };
    const line: AuditEntry = { ...entry, ...author };
    ctx.services.logger.info({ audit: line }, 'audit');
    return author;
  } catch (error) {
    ctx.services.logger.warn({ err: error, reqId: ctx.requestId }, 'audit line not written');
    return fallback;
  }
}

/** Wraps every Mutation field (the no-op aside) with the audit line. */
export function withAuditLog(
  schema: GraphQLSchema,
  options: AuditOptions = { areas: new Map(), subjects: {}, notChanges: new Set(), websiteOf: new Map(), reverters: {} },
): GraphQLSchema {
  // Snapshots run as queries on `schema` itself: its Query resolvers are the ones served.
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (config, fieldName) =>
      fieldName === 'noop' ? config : audited(config as GraphQLFieldConfig<unknown, GatewayContext>, fieldName, schema, options),
  });
}
