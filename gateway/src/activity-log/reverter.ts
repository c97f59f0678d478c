import type { Flat } from './changes';
import type { ActivityEntry, ActivityQuery } from './entry';
import type { RequestContext, RevertRead } from './subject';

export type { RevertRead } from './subject';

// How a module puts one of its records back (issue 43), declared beside its Activity subjects:
// a GraphQL mutation of its own, run on the served schema with the reverting user's request, so
// its permission check, the version check, upstream validation, Activity and live changes apply
// as to any save. The document aliases its root field `write`, and selects `userErrors { field
// message code }`; a restore also selects the new record's id aliased `created { id }`.

export interface RevertWrite {
  mutation: string;
  variables: Record<string, unknown>;
}

type Maybe<T> = T | Promise<T>;

export interface Reverter {
  /**
   * The save writing `target` (the record's fields as they are now, with `fields` as the entry
   * found them), based on `version` (the record's version now); or why these fields cannot be
   * written by one save (the message says why).
   */
  update?: (record: { id: string; target: Flat; fields: string[]; version: string }, read: RevertRead) => Maybe<RevertWrite | string>;
  /** The create that brings a deleted record back from its before snapshot. */
  restore?: {
    /** What the snapshot cannot bring back, said before the user confirms (null: nothing); it may read the snapshot. */
    loses?: string | ((before: Flat) => string | null);
    /** Whether the restore asks for a new password (a user's is never stored). */
    needsPassword?: boolean;
    /** The create, or why the snapshot cannot be created now (its section is gone). */
    write: (before: Flat, extra: { password: string | null; read: RevertRead; entityId: string }) => Maybe<RevertWrite | string>;
    /** A second save on the new record, for what its create does not take (a user's levels, a language's phrases); null: none needed. */
    then?: (newId: string, before: Flat) => RevertWrite | null;
  };
  /** Why a delete of this type cannot be restored, said on the entry instead of Restore. */
  cannotRestore?: string;
  /** Why an update of this type cannot be reverted, said on the entry instead of Revert. */
  cannotRevert?: string;
  /** Why no entry of this type can be put back, whatever it did (an import, a pull from a source): said on each. */
  cannotUndo?: string;
  /** The revert of an entry that wrote many records at once (an import), from what the entry kept of each. */
  entry?: EntryRevert;
}

/** One field's refusal (a row changed since: `changedBy` names who, when the log can say). */
export interface RevertUserError {
  field: string | null;
  message: string;
  code: string | null;
  changedBy: string | null;
  changedAt: string | null;
}

export interface EntryRevertTools {
  read: RevertRead;
  /** Runs the area's own save, linked to the entry as its revert. */
  write(write: RevertWrite): Promise<{ userErrors: { field: string | null; message: string; code: string | null }[] }>;
  /** Entries made after the reverted one that match `query` (newest first, a bounded few). */
  later(query: ActivityQuery): Promise<ActivityEntry[]>;
}

export interface EntryRevert {
  /** Why this entry cannot be reverted (recorded before it kept its rows, too large to keep); null: it can. */
  unavailable(entry: ActivityEntry): string | null;
  /**
   * Writes back what the entry kept, skipping what changed since (reported): what was written
   * back and why the rest was not. A method, so a module may take the gateway's own context.
   */
  revert(
    entry: ActivityEntry,
    tools: EntryRevertTools,
    ctx: RequestContext,
  ): Promise<{ reverted: string[]; userErrors: RevertUserError[] }>;
}

/** By entity type (`Website`, `Icon`): what a module can put back. */
export type Reverters = Record<string, Reverter>;
