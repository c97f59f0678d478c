import type { GraphQLSchema } from 'graphql';
import type { ActivityEntry, ActivityStore } from '../../activity-log/entry';
import type { RevertUserError } from '../../activity-log/reverter';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import { entryOf, type Undo } from './undo';

// "Restore all" on a row of a bulk delete (issue 43): each row the bulk action deleted is an entry
// of its own, sharing its batch; each is restored from its own entry by the same restore as one
// (its area's create, permission and Activity), and reported on its own, so one refused row
// ("its section is gone") leaves the others restored.

/** The batch's entries read a page at a time, to its end. */
const PAGE = 100;
/** Rows restored at once: a bulk of hundreds comes back in a fraction of the time, without a burst on the upstream. */
const AT_ONCE = 4;

export interface RestoredRow {
  entryId: string;
  entityLabel: string | null;
  entityId: string | null;
  userErrors: RevertUserError[];
}

async function rowsOf(store: Pick<ActivityStore, 'list'>, batch: string): Promise<ActivityEntry[]> {
  const rows: ActivityEntry[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { items, total } = await store.list({ batch }, offset, PAGE);
    rows.push(...items);
    if (items.length < PAGE || rows.length >= total) return rows;
  }
}

const failed = (message: string): RevertUserError[] => [{ field: null, message, code: null, changedBy: null, changedAt: null }];

/** `run` over `items`, `atOnce` at a time, the results in the items' order. */
async function inOrder<T, R>(items: readonly T[], atOnce: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < items.length; at = next++) results[at] = await run(items[at]!);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

/** Restores every delete of the bulk action entry `id` was one row of, newest first, each reported. */
export async function restoreBatch(
  undo: Undo,
  schema: GraphQLSchema,
  ctx: GatewayContext,
  store: Pick<ActivityStore, 'list'>,
  id: string,
  password: string | null,
): Promise<{ rows: RestoredRow[] }> {
  const entry = await entryOf(store, id);
  if (!entry.batch) throw badUserInput('This entry is not a row of a bulk action: restore it alone.', 'id');
  // A write made meanwhile in the same batch (an autosave) is no row deleted: only deletes go back.
  const deletes = (await rowsOf(store, entry.batch)).filter((row) => undo.offer(row) === 'RESTORE');
  const rows = await inOrder(deletes, AT_ONCE, async (row): Promise<RestoredRow> => {
    const outcome = await undo.restore(schema, ctx, store, row.id, password).catch((error: unknown) => ({
      entityId: null,
      userErrors: failed(error instanceof Error ? error.message : 'It could not be restored.'),
    }));
    return { entryId: row.id, entityLabel: row.entityLabel, entityId: outcome.entityId, userErrors: outcome.userErrors };
  });
  return { rows };
}
