import type { ActivityChange, ActivityEntry } from './entry';
import { CUT_MARKER } from './entry';
import type { Flat } from './changes';

// Undo from Activity (issue 43), the part that needs no upstream: which of an entry's fields can
// be written back, and which were changed again since (by whom, when). Nothing is written blindly:
// a field whose value is no longer the entry's `after` is refused, naming the newest entry that
// changed it, or nobody when the log cannot say (a change made outside the back-office).

/** Fields Activity adds to an entry that are not the record's (Keep mine, the revert links). */
export const NOT_RECORD_FIELDS = new Set(['overwrite', 'outcome', 'reverts', 'restores']);

export interface RevertRefusal {
  field: string;
  code: 'CHANGED_SINCE' | 'CUT' | 'NOT_IN_ENTRY';
  message: string;
  changedBy: string | null;
  changedAt: string | null;
}

export interface RevertPlan {
  /** The record's fields as they are, with the reverted ones as the entry found them (null: removed). */
  target: Flat;
  /** The fields written back. */
  fields: string[];
  refused: RevertRefusal[];
}

export type EntryKind = 'create' | 'update' | 'delete' | 'other';

/** What an entry did to its record, read from its before → after: all before null is a create, all after null a delete. */
export function kindOf(entry: Pick<ActivityEntry, 'changes' | 'entityId'>): EntryKind {
  const changes = recordChanges(entry.changes);
  if (!entry.entityId || changes.length === 0) return 'other';
  if (changes.every((change) => change.before === null)) return 'create';
  if (changes.every((change) => change.after === null)) return 'delete';
  return 'update';
}

export const recordChanges = (changes: readonly ActivityChange[]) => changes.filter((change) => !NOT_RECORD_FIELDS.has(change.field));

const isCut = (value: string | null) => value !== null && value.endsWith(CUT_MARKER);

/**
 * The revert of `entry` over the record as it is now (`current`, flattened whole), given the
 * entries of the same record made after it (newest first), for `only` of its fields (all when null).
 */
export function planRevert(
  entry: ActivityEntry,
  current: Flat,
  later: readonly ActivityEntry[],
  only: readonly string[] | null,
): RevertPlan {
  const changes = recordChanges(entry.changes);
  const asked = only ? new Set(only) : null;
  const refused: RevertRefusal[] = [];
  for (const field of asked ?? []) {
    if (!changes.some((change) => change.field === field))
      refused.push(refusal(field, 'NOT_IN_ENTRY', 'This entry did not change this field.'));
  }
  const target: Flat = { ...current };
  const fields: string[] = [];
  for (const change of changes) {
    if (asked && !asked.has(change.field)) continue;
    if ((current[change.field] ?? null) !== change.after) {
      const by = later.find((other) => other.changes.some((c) => c.field === change.field));
      refused.push({
        field: change.field,
        code: 'CHANGED_SINCE',
        message: by ? `Changed since by ${by.userEmail ?? 'an unknown user'}.` : 'Changed since outside the back-office.',
        changedBy: by?.userEmail ?? null,
        changedAt: by ? new Date(by.at).toISOString() : null,
      });
    } else if (isCut(change.before)) {
      refused.push(refusal(change.field, 'CUT', 'Activity kept only the start of this long text: it cannot be written back.'));
    } else {
      fields.push(change.field);
      if (change.before === null) delete target[change.field];
      else target[change.field] = change.before;
    }
  }
  return { target, fields, refused };
}

const refusal = (field: string, code: RevertRefusal['code'], message: string): RevertRefusal => ({
  field,
  code,
  message,
  changedBy: null,
  changedAt: null,
});

/** The values under `prefix.0`, `prefix.1`, … in order: a list the snapshot holds by position (an icon's slugs). */
export function listOf(flat: Flat, prefix: string): string[] {
  return Object.entries(flat)
    .filter(([field, value]) => value !== null && field.startsWith(`${prefix}.`) && /^\d+$/.test(field.slice(prefix.length + 1)))
    .sort(([a], [b]) => Number(a.slice(prefix.length + 1)) - Number(b.slice(prefix.length + 1)))
    .map(([, value]) => value!);
}

/** The values under `prefix.<key>` by key: a list the snapshot keys (a word's phrases by language, a user's levels). */
export function keyedOf(flat: Flat, prefix: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [field, value] of Object.entries(flat)) {
    if (value !== null && field.startsWith(`${prefix}.`)) found.set(field.slice(prefix.length + 1), value);
  }
  return found;
}
