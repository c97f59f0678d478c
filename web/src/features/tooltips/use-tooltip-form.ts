import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { tooltipId, type OtherTooltip } from '@backoffice/rules/tooltips';
import { readableError } from '../../shared/requests/error-message';
import { notifySuccess } from '../../shared/notices/notify';
import { useVersionedEdit } from '../../shared/forms/use-versioned-edit';
import { conflictOf, splitConflict, type Conflict } from '../../shared/forms/user-errors';
import { SaveSportTooltipMutation } from './sport-tooltips-operations';
import { takeTooltipField, tooltipFieldLabel, tooltipFieldText } from './tooltip-conflict';
import { problemsOf, removeSelection, saveInput, translationsChanged, type TooltipDraft } from './tooltip-form-state';
import { usePhraseKeyCheck } from './use-phrase-key-check';

// The tooltip modal's state and saves on the edit-form primitive (issues 28, 41). A save sends the
// tooltip with only the phrases changed since the values it is based on; refused over a
// colleague's change, the texts only they changed are taken in and the save goes again; what both
// changed is the user's to decide (Take theirs / Keep mine).

export interface TooltipFormOptions {
  sportId: string;
  /** The saved tooltip's phrase key; null for a new one. */
  phraseKey: string | null;
  others: readonly OtherTooltip[];
  languages: readonly { id: string; name: string }[];
  initial: TooltipDraft;
  version: string | undefined;
  /** Opens the form again on what is stored (Take theirs of a whole tooltip, a colleague's save heard with no edits). */
  reload: () => Promise<void>;
  /** A save of the whole form went through (Update, Create, Keep mine): the modal closes. */
  onSaved: () => void;
}

export function useTooltipForm({ sportId, phraseKey, others, languages, initial, version, reload, onSaved }: TooltipFormOptions) {
  const [draft, setDraft] = useState(initial);
  const [base, setBase] = useState(initial);
  const [savedKey, setSavedKey] = useState(phraseKey);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [save, { loading }] = useMutation(SaveSportTooltipMutation);
  const { keyTaken, checkKey } = usePhraseKeyCheck(sportId, savedKey, setDraft);
  const changed = JSON.stringify(saveInput(sportId, savedKey, draft)) !== JSON.stringify(saveInput(sportId, savedKey, base));
  const edit = useVersionedEdit({
    entityType: 'SportTooltip',
    entityId: savedKey === null ? null : tooltipId(sportId, savedKey),
    loaded: version,
    isDirty: () => changed,
    whenClean: () => void reload(),
  });
  const naming = { sportId, savedKey: savedKey ?? '', languages };
  /** The texts of a conflict taken into `d`, or null when one of its fields is not a text. */
  const taking = (d: TooltipDraft, fields: Conflict['fields']) =>
    fields.reduce<TooltipDraft | null>((acc, f) => acc && takeTooltipField(acc, naming, f.name, f.theirs), d);

  /**
   * Saves `next`, sending the phrases changed since `against`. `overBase`: the version a conflict
   * named (Keep mine, or once what only the colleague changed is taken in). True once saved.
   */
  const persist = async (next: TooltipDraft, message: string, overBase?: string, against = base): Promise<boolean> => {
    setServerProblems([]);
    edit.clear();
    try {
      const baseVersion = overBase ?? edit.baseVersion ?? undefined;
      const { data } = await save({ variables: { input: { ...saveInput(sportId, savedKey, next, against), baseVersion } } });
      const result = data?.saveSportTooltip;
      const refused = conflictOf(result?.userErrors ?? []);
      if (refused) return await merge(next, against, message, refused);
      if (!result?.tooltipSport) {
        setServerProblems(result?.userErrors.map((e) => e.message) ?? []);
        return false;
      }
      if (result.tooltip) edit.basedOn(result.tooltip.version);
      notifySuccess(message);
      // Saved selections now have their positions as originals.
      const stored = { ...next, selections: next.selections.map((s) => ({ ...s, originalPosition: Number(s.position) })) };
      setDraft(stored);
      setBase(stored);
      setSavedKey(next.phraseKey.trim());
      return true;
    } catch (e) {
      setServerProblems([readableError(e)]);
      return false;
    }
  };

  /**
   * A refused save split three ways: the texts only they changed are taken in and, when nothing is
   * left to decide, saved again on the conflict's version. A template or selection only they
   * changed cannot be taken field by field: then the whole conflict is the user's to decide.
   */
  const merge = async (next: TooltipDraft, against: TooltipDraft, message: string, refused: Conflict): Promise<boolean> => {
    const text = (d: TooltipDraft) => (field: string) => tooltipFieldText(d, naming, field);
    const { adopt, decide } = splitConflict(refused, text(against), text(next));
    const merged = taking(next, adopt);
    const mergedBase = taking(against, adopt);
    if (!merged || !mergedBase) {
      edit.decide(refused);
      return false;
    }
    setBase(mergedBase);
    setDraft(merged);
    if (decide.length === 0) return persist(merged, message, refused.version, mergedBase);
    edit.decide({ ...refused, fields: decide });
    return false;
  };

  const submit = async (overBase?: string) => {
    if (await persist(draft, savedKey ? 'Successfully updated Tooltip' : 'Successfully created Tooltip', overBase)) onSaved();
  };

  // A saved selection is deleted at once (spec 001 §6); a new one just leaves the form.
  const deleteSelection = async (rowKey: string) => {
    const selection = draft.selections.find((s) => s.rowKey === rowKey);
    const next = removeSelection(draft, rowKey);
    if (selection?.originalPosition != null && savedKey) await persist(next, 'Successfully updated Tooltip');
    else setDraft(next);
  };

  // Take theirs: the conflict's texts only (the user's other edits stay), or the whole tooltip again.
  const takeTheirs = () => {
    const conflict = edit.conflict;
    const taken = conflict && taking(draft, conflict.fields);
    if (!conflict || !taken) return void reload();
    setBase((b) => taking(b, conflict.fields) ?? b);
    setDraft(taken);
    edit.basedOn(conflict.version);
  };

  const problems = problemsOf(draft, others);
  const notices = {
    edit,
    labelOf: (field: string) => tooltipFieldLabel(draft, naming, field),
    yoursOf: (field: string) => tooltipFieldText(draft, naming, field),
    keeping: loading,
    onTakeTheirs: takeTheirs,
    onKeepMine: (over: string) => void submit(over),
  };
  const canSave = problems.length === 0 && keyTaken === null && changed;
  const translationsEdited = translationsChanged(draft, base);
  return {
    draft,
    setDraft,
    savedKey,
    serverProblems,
    problems,
    keyTaken,
    checkKey,
    loading,
    canSave,
    translationsEdited,
    submit,
    deleteSelection,
    notices,
  };
}

export type TooltipForm = ReturnType<typeof useTooltipForm>;
