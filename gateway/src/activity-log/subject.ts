import type { ActivityChange } from './entry';

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
   * The mutation's arguments that `variables` reads, from the entity's id: how a revert reads it
   * again (an SEO rule's key from its id; a help page's domain, found by reading the help centre).
   * Null: the record cannot be found (it is gone).
   */
  argsOfId?: (id: string, read: RevertRead) => Record<string, unknown> | null | Promise<Record<string, unknown> | null>;
  /**
   * The snapshot fields (dotted prefixes) a save with these arguments writes, for the version
   * check's merge; by default the top-level names of the input's fields (`email`, `permissions`).
   * It may read the request's catalogue (a phrase's language code from the language id it was sent with).
   * A method, so a module's `writes` may take the gateway's own context (a layer above this one).
   */
  writes?(args: Record<string, unknown>, ctx: RequestContext): string[] | Promise<string[]>;
  /**
   * What a delete keeps beside its snapshot for a restore, read before the write with the writer's
   * request and recorded only when the record is gone (a language's phrases, `pack`ed into one value;
   * a help category's domain, from the delete's arguments).
   */
  kept?(id: string, ctx: RequestContext, args: Record<string, unknown>): Promise<ActivityChange[]>;
  /** Where the snapshot's version is read, when not `version` on the entity's own type. */
  version?: { type: string; field: string };
}

export type Snapshot = Record<string, unknown>;

/** The request a subject's `writes` is called for: the gateway's context, known here by name only. */
export type RequestContext = object;

/** An id argument or payload value as text; anything else is no id. */
export function idText(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** `updateGeneralSettings` → `GeneralSettings`: the entity type of a mutation without a subject. */
export function entityTypeOf(operation: string): string {
  const name = operation.replace(/^[a-z]+/, '');
  return name || operation;
}

/**
 * Reads the served schema with the reverting user's request, for what a save needs that Activity
 * records by name (a language's id for its code, a section's id for its key); throws when it cannot.
 */
export type RevertRead = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;
