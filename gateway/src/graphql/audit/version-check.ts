import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { GraphQLBoolean, OperationTypeNode, getNamedType, isListType, isNonNullType, isObjectType } from 'graphql';
import { snapshotFromRecord } from './version-from-record';
import type { GraphQLFieldConfig, GraphQLOutputType, GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../../context';
import { flattenWhole, type Flat } from '../../activity-log/changes';
import { idText, type AuditSubject, type Snapshot } from '../../activity-log/subject';
import { readSnapshot } from './snapshot';
import { baseVersionOf, changesSince, isWritten, readBase, versionOf } from '../../activity-log/versions';
import { noteWrite, pendingWrite } from './last-write';

// No silent overwrite (issue 28). A record type with an Activity snapshot gets a `version` field;
// an edit that sends `baseVersion` (as an argument or in its input) is checked before it runs:
// - the record is as the save saw it: it runs;
// - others changed fields this save does not write (found by walking the Activity entries back
//   to the base): it runs, and their change stays (a field-level merge);
// - others changed a field this save writes, or the record changed outside the back-office: it
//   does not run, and answers a CONFLICT user error saying who, when, and the fields as they are.
// A save without `baseVersion` runs as before (older clients, scripts).

const MAX_ENTRIES_WALKED = 50;
const NOT_SENT = new Set(['id', 'baseVersion']);

export const CONFLICT_MESSAGE = 'This record changed while you were editing it.';

/** The arguments without `baseVersion`, so no resolver sends it upstream. */
function withoutBase(args: Record<string, unknown>): Record<string, unknown> {
  const { baseVersion: _top, ...rest } = args;
  if (rest.input && typeof rest.input === 'object') {
    const { baseVersion: _inner, ...input } = rest.input as Record<string, unknown>;
    rest.input = input;
  }
  return rest;
}

/** The snapshot fields this mutation writes: the subject's own list, or the input's (or arguments') field names. */
async function writtenFields(subject: AuditSubject, args: Record<string, unknown>, ctx: GatewayContext): Promise<Set<string>> {
  if (subject.writes) return new Set(await subject.writes(args, ctx));
  const source = args.input && typeof args.input === 'object' ? (args.input as Record<string, unknown>) : args;
  return new Set(Object.keys(source).filter((name) => !NOT_SENT.has(name) && !name.endsWith('Id')));
}

interface Conflict {
  changedBy: string | null;
  changedAt: string | null;
  version: string;
  fields: { name: string; theirs: string | null }[];
}

/**
 * A refused payload's non-null fields other than userErrors: lists empty (a configuration save's
 * `settings`), flags false (a tooltip save's `undone`: nothing was written, so nothing was put back).
 */
function emptyFields(type: GraphQLOutputType): Record<string, never[] | false> {
  const named = getNamedType(type);
  if (!isObjectType(named)) return {};
  const empty = Object.values(named.getFields()).flatMap((field): [string, never[] | false][] => {
    if (!isNonNullType(field.type)) return [];
    if (isListType(field.type.ofType)) return [[field.name, []]];
    return field.type.ofType === GraphQLBoolean ? [[field.name, false]] : [];
  });
  return Object.fromEntries(empty);
}

/** No userErrors: the save went through. */
const succeeded = (result: unknown) =>
  !result ||
  typeof result !== 'object' ||
  !Array.isArray((result as { userErrors?: unknown }).userErrors) ||
  (result as { userErrors: unknown[] }).userErrors.length === 0;

const conflictPayload = (conflict: Conflict, empty: Record<string, never[] | false>) => ({
  ...empty,
  userErrors: [{ field: null, message: CONFLICT_MESSAGE, code: 'CONFLICT', conflict }],
});

/** The record before the save, when the save sent a base: what its note keeps. */
type Before = { version: string; fields: Flat } | undefined;

async function checkBase(
  schema: GraphQLSchema,
  subject: AuditSubject,
  ctx: GatewayContext,
  args: Record<string, unknown>,
  base: string,
): Promise<{ conflict: Conflict | null; before?: Before }> {
  const id = idText(subject.id(args, null));
  if (!id) return { conflict: null };
  const current = await readSnapshot(schema, subject, ctx, id, args);
  // Gone, or unreadable now: the resolver answers that as it always has.
  if (!current) return { conflict: null };
  const version = versionOf(current);
  const before = { version, fields: flattenWhole(current) };
  return { conflict: version === base ? null : await conflictOf(ctx, subject, id, args, base, current), before };
}

async function conflictOf(
  ctx: GatewayContext,
  subject: AuditSubject,
  id: string,
  args: Record<string, unknown>,
  base: string,
  current: Snapshot,
): Promise<Conflict | null> {
  const version = versionOf(current);
  const recorder = ctx.services.activity;
  const entries = recorder ? (await recorder.list({ entityType: subject.entity, entityId: id }, 0, MAX_ENTRIES_WALKED)).items : [];
  const since = changesSince(current, base, entries).entries;
  const writes = await writtenFields(subject, args, ctx);
  const now = flattenWhole(current);
  if (since) {
    // Who changed what this save writes (newest first): not a merged save of other fields since.
    const overlapping = since.filter((entry) => entry.changes.some((change) => isWritten(change.field, writes)));
    if (overlapping.length === 0) return null;
    const theirs = overlapping.flatMap((entry) => entry.changes).filter((change) => isWritten(change.field, writes));
    const names = [...new Set(theirs.map((change) => change.field))];
    return {
      changedBy: overlapping[0]!.userEmail,
      changedAt: new Date(overlapping[0]!.at).toISOString(),
      version,
      fields: names.map((name) => ({ name, theirs: now[name] ?? null })),
    };
  }
  // Not reachable from the log: a colleague's save whose entry is not stored yet, or else a change
  // outside the back-office (or long ago), where every field it writes is shown as it is now.
  const pending = await pendingWrite(ctx, subject, id, { stored: entries, base, writes, now });
  if (pending === null) return null;
  if (pending) return { ...pending, version, fields: pending.fields.map((name) => ({ name, theirs: now[name] ?? null })) };
  return {
    changedBy: null,
    changedAt: null,
    version,
    fields: Object.keys(now)
      .filter((name) => isWritten(name, writes))
      .map((name) => ({ name, theirs: now[name] ?? null })),
  };
}

function checked(
  config: GraphQLFieldConfig<unknown, GatewayContext>,
  schema: GraphQLSchema,
  subject: AuditSubject,
): GraphQLFieldConfig<unknown, GatewayContext> {
  const resolve = config.resolve!;
  const empty = emptyFields(config.type);
  return {
    ...config,
    async resolve(source, args: Record<string, unknown>, ctx, info) {
      const base = baseVersionOf(args);
      const { conflict, before } = base ? await checkBase(schema, subject, ctx, args, readBase(base).version) : { conflict: null };
      if (conflict) return conflictPayload(conflict, empty);
      const result: unknown = await resolve(source, withoutBase(args), ctx, info);
      const id = idText(subject.id(args, result));
      if (id && succeeded(result)) await noteWrite(ctx, subject, id, { fields: await writtenFields(subject, args, ctx), before });
      return result;
    },
  };
}

/** The record's id as the schema answers it: a property, or its type's `id` resolver (a tooltip's `{sportId}:{phraseKey}`). */
function idOf(record: Record<string, unknown>, ctx: GatewayContext, info: GraphQLResolveInfo): string | null {
  const resolve = info.parentType.getFields().id?.resolve;
  return idText(resolve ? resolve(record, {}, ctx, info) : record.id);
}

/** Whether a mutation takes a `baseVersion` (as an argument or an input field). */
export function takesBaseVersion(config: GraphQLFieldConfig<unknown, GatewayContext>): boolean {
  if (config.args?.baseVersion) return true;
  const input = config.args?.input?.type;
  const named = input && ('ofType' in input ? input.ofType : input);
  return Boolean(named && 'getFields' in named && 'baseVersion' in (named as { getFields(): object }).getFields());
}

/** Every mutation with a subject and a `baseVersion` checks it; every type of a subject answers its `version`. */
export function withVersionCheck(schema: GraphQLSchema, subjects: Readonly<Record<string, AuditSubject>>): GraphQLSchema {
  // A `version` is read from the record itself, or by the record's id alone: a subject that needs
  // more variables (a help page's domain) and cannot be read from the record has none.
  const byField = new Map<string, { subject: AuditSubject; fromRecord: ReturnType<typeof snapshotFromRecord> }>();
  for (const subject of Object.values(subjects)) {
    const { type, field } = subject.version ?? { type: subject.entity, field: 'version' };
    const fromRecord = snapshotFromRecord(schema, subject, type);
    if ((fromRecord || !subject.variables) && !byField.has(`${type}.${field}`)) byField.set(`${type}.${field}`, { subject, fromRecord });
  }
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (config, fieldName) => {
      const field = config as GraphQLFieldConfig<unknown, GatewayContext>;
      const subject = subjects[fieldName];
      return subject && field.resolve && takesBaseVersion(field) ? checked(field, schema, subject) : config;
    },
    [MapperKind.OBJECT_FIELD]: (config, fieldName, typeName) => {
      const found = byField.get(`${typeName}.${fieldName}`);
      if (!found) return config;
      const { subject, fromRecord } = found;
      return {
        ...config,
        async resolve(source: unknown, _args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) {
          const record = source as Record<string, unknown>;
          // The record as resolved: as listed, or as the write answered it.
          if (fromRecord) return versionOf(fromRecord(record));
          // A record of its own kind (the general configuration) is named by its subject alone.
          const id = idOf(record, ctx, info) ?? idText(subject.id({}, null));
          // After a write, what the request's loaders read before it is out of date.
          const fresh = info.operation.operation === OperationTypeNode.MUTATION;
          const snapshot = id ? await readSnapshot(schema, subject, ctx, id, {}, fresh) : undefined;
          return snapshot ? versionOf(snapshot) : 'v1:unknown';
        },
      };
    },
  });
}
