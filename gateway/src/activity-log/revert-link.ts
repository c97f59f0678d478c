import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActivityChange } from './entry';

// A revert or restore is an Activity entry of its own (issue 43), made by the area's own mutation;
// while that mutation runs, this says which entry it puts back, and the entry it records says so
// in a `reverts` (or `restores`) field naming the entry's id, so the two are linked both ways.

interface RevertLink {
  field: 'reverts' | 'restores';
  entryId: string;
}

const link = new AsyncLocalStorage<RevertLink>();

/** Runs `write` as the revert (or restore) of entry `entryId`. */
export const asRevertOf = <T>(field: RevertLink['field'], entryId: string, write: () => Promise<T>): Promise<T> =>
  link.run({ field, entryId }, write);

/** The link field of the write being recorded, when it is a revert or restore. */
export function revertLinkChanges(): ActivityChange[] {
  const current = link.getStore();
  return current ? [{ field: current.field, before: null, after: current.entryId }] : [];
}

/** The fields of an entry naming the entry it puts back. */
export const LINK_FIELDS: ReadonlySet<string> = new Set(['reverts', 'restores']);

/** The entry `changes` put back (a revert's or restore's), or null. */
export const linkedEntryOf = (changes: readonly ActivityChange[]): string | null =>
  changes.find((change) => LINK_FIELDS.has(change.field))?.after ?? null;

/** Whether the write being made is a revert or restore (its answer offers no Undo of its own). */
export const isRevertWrite = (): boolean => link.getStore() !== undefined;
