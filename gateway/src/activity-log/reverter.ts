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

export interface Reverter {
  /**
   * The save writing `target` (the record's fields as they are now, with `fields` as the entry
   * found them), based on `version` (the record's version now); or why these fields cannot be
   * written by one save (the message says why).
   */
  update?: (record: { id: string; target: Flat; fields: string[]; version: string }) => RevertWrite | string;
  /** The create that brings a deleted record back from its before snapshot. */
  restore?: {
    /** What the snapshot cannot bring back, said before the user confirms (null: nothing). */
    loses?: string;
    /** Whether the restore asks for a new password (a user's is never stored). */
    needsPassword?: boolean;
    write: (before: Flat, extra: { password: string | null }) => RevertWrite;
    /** A second save on the new record, for what its create does not take (a user's levels). */
    then?: (newId: string, before: Flat) => RevertWrite;
  };
}

/** By entity type (`Website`, `Icon`): what a module can put back. */
export type Reverters = Record<string, Reverter>;
