import { useState } from 'react';
import { ConflictNotice, keptOver, LiveChangeNotice, type FieldChoice } from './conflict-notice';
import { useEditBase, useEntityChanged, type LiveChange } from '../live/live-changes';
import { PresenceNote } from '../live/presence';
import { conflictOf, type Conflict, type UserError } from './user-errors';

// The edit-form primitive (issues 28, 41): every edit screen and modal of a versioned record uses
// it, so none can forget a part. It owns the version the form's values are based on (kept under
// unsaved edits), what a save sends as `baseVersion`, a colleague's change heard while the form
// has unsaved edits (an unedited form reloads quietly), a save refused because of one, and who
// else has the record open. The form keeps what the user typed until they choose. `VersionedNotices`
// shows all of it above the form's fields; a static check (scripts/tests/edit-forms.test.mjs) holds
// every edit form to it.

interface VersionedEditOptions {
  /** The live feed's name of the record (`GeneralSettings`, `BigJackpot`, `SeoRule`). */
  entityType: string;
  entityId: string | null | undefined;
  /** The version the form was loaded with (undefined while loading); later ones (the cache refreshed under the form) are not its base. */
  loaded: string | null | undefined;
  /** Whether the form has unsaved edits (a change heard then is said at once). */
  isDirty: () => boolean;
  /** A colleague's change heard while the form has no edits: the form reloads quietly (for forms that do not follow the cache themselves). */
  whenClean?: () => void;
  /** Whether this viewer may edit the record: only then do others see them as editing it (true by default). */
  editing?: boolean;
}

export function useVersionedEdit({ entityType, entityId, loaded, isDirty, whenClean, editing = true }: VersionedEditOptions) {
  const [base, setBase] = useEditBase(loaded);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [heard, setHeard] = useState<LiveChange | null>(null);
  // A conflict decided line by line: whether any line kept the user's value over the colleague's.
  const [keptSome, setKeptSome] = useState(false);
  useEntityChanged(entityType, entityId, (change) => (isDirty() ? setHeard(change) : whenClean?.()));
  return {
    /** What a save sends as `baseVersion`. */
    baseVersion: base,
    /** The presence resource (`Icon:12`): null for a new record, or a viewer who only reads. */
    resource: editing && entityId ? `${entityType}:${entityId}` : null,
    conflict,
    heard,
    /** Before a save: what was said about the last one goes. */
    clear() {
      setConflict(null);
      setHeard(null);
      setKeptSome(false);
    },
    /** A conflict left for the user once what only the colleague changed was merged in. */
    decide(left: Conflict) {
      setConflict(left);
    },
    /**
     * One line of the conflict decided (its fields taken or kept by the form): it leaves the notice;
     * once none is left the form is based on the conflict's version, marked kept over if any line kept the user's.
     */
    settle(fields: readonly string[], kept: boolean) {
      if (!conflict) return;
      const left = conflict.fields.filter((field) => !fields.includes(field.name));
      if (left.length > 0) {
        setConflict({ ...conflict, fields: left });
        setKeptSome(keptSome || kept);
        return;
      }
      setBase(keptSome || kept ? keptOver(conflict) : conflict.version);
      setConflict(null);
      setKeptSome(false);
    },
    /** After a save: the conflict it was refused for, if any (then shown); true when refused. */
    refused(errors: readonly UserError[]): boolean {
      const found = conflictOf(errors);
      setConflict(found);
      return found !== null;
    },
    /** The form now holds this version's values (saved, or theirs taken). */
    basedOn(version: string) {
      setBase(version);
      setConflict(null);
      setHeard(null);
      setKeptSome(false);
    },
  };
}

export type VersionedEdit = ReturnType<typeof useVersionedEdit>;

interface VersionedNoticesProps {
  edit: VersionedEdit;
  labelOf: (field: string) => string | null;
  yoursOf: (field: string) => string | null;
  onTakeTheirs: () => void;
  /** Saves again on the version the conflict named. */
  onKeepMine: (version: string) => void;
  keeping: boolean;
  /** Per-field choices (a word's phrases): see ConflictNotice. */
  onChoose?: FieldChoice;
}

/** What the form says above its fields: who else is editing, and a colleague's change heard or the conflict a save met. */
export function VersionedNotices({ edit, labelOf, yoursOf, onTakeTheirs, onKeepMine, keeping, onChoose }: VersionedNoticesProps) {
  return (
    <>
      <PresenceNote resource={edit.resource} />
      {edit.conflict ? (
        <ConflictNotice
          conflict={edit.conflict}
          labelOf={labelOf}
          yoursOf={yoursOf}
          keeping={keeping}
          onTakeTheirs={onTakeTheirs}
          onKeepMine={onKeepMine}
          onChoose={onChoose}
        />
      ) : (
        edit.heard && <LiveChangeNotice change={edit.heard} onTakeTheirs={onTakeTheirs} />
      )}
    </>
  );
}
