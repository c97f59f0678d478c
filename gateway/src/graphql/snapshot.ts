import { execute, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context';
import { idText, type AuditSubject, type Snapshot } from '../activity-log/subject';

// Reads an entity the way the Activity screen compares it: the subject's own query, run on the
// gateway's schema with the writer's permissions (so it sits with the GraphQL layer, above the
// activity log's declarations and stores).

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
