import type { Flat } from './changes';

// How a module puts one of its records back (issue 43), declared beside its Activity subjects:
// a GraphQL mutation of its own, run on the served schema with the reverting user's request, so
// its permission check, the version check, upstream validation, Activity and live changes apply
// as to any save. The document aliases its root field `write`, and selects `userErrors { field
// message code }`; a restore also selects the new record's id aliased `created { id }`.

export interface RevertWrite {
  mutation: string;
  variables: Record<string, unknown>;
}

/**
 * Reads the served schema with the reverting user's request, for what a save needs that Activity
 * records by name (a language's id for its code, a section's id for its key); throws when it cannot.
 */
export type RevertRead = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

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
}

/** By entity type (`Website`, `Icon`): what a module can put back. */
export type Reverters = Record<string, Reverter>;
