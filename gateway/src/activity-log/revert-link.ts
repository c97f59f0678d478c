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
