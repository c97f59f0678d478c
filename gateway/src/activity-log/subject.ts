import { execute, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context';

/**
 * How the Activity screen names and compares the entity a mutation changes. A module declares one
 * per mutation in its `audit` map; mutations without one are recorded with the fields the client
 * sent (after only), as the gateway does not know what was there before.
 */
export interface AuditSubject {
  /** The entity's type on the Activity screen (`User`, `Word`, `Website`). */
  entity: string;
  /** The entity's id: from the arguments (updates, deletes) or the payload (creates, `result` then set). */
  id: (args: Record<string, unknown>, result: unknown) => unknown;
  /**
   * A query of one variable `$id: ID!` whose root field, aliased `entity`, reads what is compared.
   * It runs before the write and again after it, on fresh loaders, with the writer's permissions.
   * For a record only listed whole (no query by id), the root field is the list, aliased
   * `entities`, with `id` selected: the record is the item of that id, compared without its id.
   */
  snapshot: string;
  /** The snapshot's field that names the entity for people (`email`, `name`, `translationKey`). */
  label: string;
  /** More variables of the snapshot query, from the mutation's arguments (a help page's `domainId`). */
  variables?: (args: Record<string, unknown>) => Record<string, unknown>;
  /**
   * The snapshot fields (dotted prefixes) a save with these arguments writes, for the version
   * check's merge; by default the top-level names of the input's fields (`email`, `permissions`).
   */
  writes?: (args: Record<string, unknown>) => string[];
  /** Where the snapshot's version is read, when not `version` on the entity's own type. */
  version?: { type: string; field: string };
}

export type Snapshot = Record<string, unknown>;

const parsed = new Map<string, DocumentNode>();

/**
 * The entity as the snapshot query reads it now: null when it does not exist (deleted), undefined
 * when it could not be read (an upstream error, no permission): then it is reported as unknown.
 */
export async function readSnapshot(
  schema: GraphQLSchema,
  subject: AuditSubject,
  ctx: GatewayContext,
  id: string,
  args: Record<string, unknown> = {},
  /** Fresh loaders (around a write); a query's `version` reads with the request's own, which already hold the entity. */
  fresh = true,
): Promise<Snapshot | null | undefined> {
  let document = parsed.get(subject.snapshot);
  if (!document) parsed.set(subject.snapshot, (document = parse(subject.snapshot)));
  try {
    const variableValues = { ...subject.variables?.(args), id };
    const result = await execute({ schema, document, contextValue: fresh ? ctx.fork() : ctx, variableValues });
    if (result.errors?.length) return undefined;
    if (Array.isArray(result.data?.entities)) return itemOf(result.data.entities as Snapshot[], id);
    return (result.data?.entity as Snapshot | null | undefined) ?? null;
  } catch {
    return undefined;
  }
}

/** The listed record of this id, without its id (what is compared); null when it is not listed. */
function itemOf(items: readonly Snapshot[], id: string): Snapshot | null {
  const found = items.find((item) => idText(item.id) === id);
  if (!found) return null;
  const { id: _id, ...rest } = found;
  return rest;
}

/** An id argument or payload value as text; anything else is no id. */
export function idText(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** `updateGeneralSettings` → `GeneralSettings`: the entity type of a mutation without a subject. */
export function entityTypeOf(operation: string): string {
  const name = operation.replace(/^[a-z]+/, '');
  return name || operation;
}
