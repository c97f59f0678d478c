import type { EntryKind } from './revert-plan';
import type { Reverter } from './reverter';

// What can be offered on a write (issue 43), asked by the Activity screen of a stored entry and by
// a write's answer before its entry is stored (the notice's Undo): one predicate, so a notice never
// offers Undo on what Activity would not offer to put back (a help domain's delete, a change of the
// general settings' masked key, a reorder).

export type UndoOffer = 'REVERT' | 'RESTORE';

/**
 * REVERT when an update of this type can be written back (its area declares the save and Activity
 * can read the record again), RESTORE when a delete of it can be created again, else null.
 */
export function offerOf(reverter: Reverter | undefined, kind: EntryKind, readable: boolean): UndoOffer | null {
  if (kind === 'update' && reverter?.update && readable) return 'REVERT';
  if (kind === 'delete' && reverter?.restore) return 'RESTORE';
  return null;
}

/**
 * What a write of a record that was there before does to it, before its after-snapshot is read:
 * the modules name their deletes `delete…` (a delete leaves no record; anything else updates it).
 */
export const writeKindOf = (operation: string): EntryKind => (/^delete[A-Z]/.test(operation) ? 'delete' : 'update');
