import { createHash } from 'node:crypto';
import type { ActivityEntry } from './entry';
import { flattenWhole, type Flat } from './changes';

// Two staff, one record (issue 28): a record's version is a hash of what the Activity screen
// reads of it (its snapshot, flattened to dotted fields), so a save can say which state it was
// based on. The Activity entries hold each change's before → after on the same fields, which lets
// the gateway walk back from the record as it is now to the state a save was based on, and tell
// who changed what since.

export const VERSION_PREFIX = 'v1:';

/**
 * Keep mine: the client saves again with the version a conflict named followed by this mark.
 * The save is checked against that version as usual, and Activity records it as an overwrite.
 */
export const KEPT_OVER = '!keep';

/** The `baseVersion` of a mutation's arguments (top level or in `input`), or undefined. */
export function baseVersionOf(args: Record<string, unknown>): string | undefined {
  const input = args.input as Record<string, unknown> | undefined;
  const value = args.baseVersion ?? input?.baseVersion;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The base a save sent, and whether it keeps the user's values over a colleague's change. */
export function readBase(base: string): { version: string; keptOver: boolean } {
  return base.endsWith(KEPT_OVER) ? { version: base.slice(0, -KEPT_OVER.length), keptOver: true } : { version: base, keptOver: false };
}

/** Sorted, so the same fields give the same hash whatever order the query returned them in. */
function hashOf(flat: Flat): string {
  const sorted = Object.keys(flat)
    .sort()
    .map((field) => [field, flat[field]]);
  return VERSION_PREFIX + createHash('sha256').update(JSON.stringify(sorted)).digest('base64url').slice(0, 22);
}

export const versionOf = (snapshot: Record<string, unknown>): string => hashOf(flattenWhole(snapshot));

export interface ChangesSince {
  /** The entries since the base, newest first; null when the base could not be reached from the log. */
  entries: ActivityEntry[] | null;
}

/**
 * The Activity entries between the save's base and now: undoing them one by one (newest first)
 * from the current fields must lead to the base's hash. Entries cut short (a long text) or a
 * change made outside the back-office break the walk: then null.
 */
export function changesSince(current: Record<string, unknown>, baseVersion: string, newestFirst: readonly ActivityEntry[]): ChangesSince {
  const state: Flat = { ...flattenWhole(current) };
  const walked: ActivityEntry[] = [];
  for (const entry of newestFirst) {
    walked.push(entry);
    for (const change of entry.changes) {
      if (change.before === null) delete state[change.field];
      else state[change.field] = change.before;
    }
    if (hashOf(state) === baseVersion) return { entries: walked };
  }
  return { entries: null };
}

/** Whether a dotted field is one of the prefixes a save writes, or inside one: `configurationSettings.12.value.0` is in `configurationSettings.12`. */
export const isWritten = (field: string, writes: ReadonlySet<string>) => {
  for (let at = field.length; at > 0; at = field.lastIndexOf('.', at - 1)) if (writes.has(field.slice(0, at))) return true;
  return false;
};
