import { execute, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../../context';
import { idText, type AuditSubject, type Snapshot } from '../../activity-log/subject';
import { queryRedaction, type Redact } from './sensitive-fields';

// Reads an entity the way the Activity screen compares it: the subject's own query, run on the
// gateway's schema with the writer's permissions (so it sits with the GraphQL layer, above the
// activity log's declarations and stores).

// Its secrets are left out or masked as the schema declares them (`@sensitive`): neither Activity
// nor a version holds them.

const parsed = new Map<string, { document: DocumentNode; redact: Redact }>();

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
  let query = parsed.get(subject.snapshot);
  if (!query) {
    const document = parse(subject.snapshot);
    parsed.set(subject.snapshot, (query = { document, redact: queryRedaction(schema, document) }));
  }
  const { document, redact } = query;
  try {
    const variableValues = { ...subject.variables?.(args), id };
    const result = await execute({ schema, document, contextValue: fresh ? ctx.fork() : ctx, variableValues });
    if (result.errors?.length) return undefined;
    const data = redact(result.data);
    if (Array.isArray(data?.entities)) return itemOf(data.entities as Snapshot[], id);
    return (data?.entity as Snapshot | null | undefined) ?? null;
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
