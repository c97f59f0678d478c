import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { readableError } from '../../../shared/requests/error-message';
import { useVersionedEdit } from '../../../shared/forms/use-versioned-edit';
import { conflictOf, splitConflict, splitUserErrors, type UserError } from '../../../shared/forms/user-errors';
import { hasEmptyPhrase, PHRASE_EMPTY_MESSAGE } from '../exceptions/exception-rules';
import { TRANSLATION_FORM_FIELDS, translationFormSchema, type TranslationFormValues } from './translation-form-values';
import type { WordFields } from './word-fields';

// The translation modal's state and save on the edit-form primitive (issue 41). A save sends
// only what changed since the values it is based on; refused over a colleague's change, what only
// they changed is taken in and the save goes again; what both changed is the user's to decide,
// all at once (Take theirs / Keep mine) or phrase by phrase.

/** A stored word being edited: its id, the version its values have, and the word as it is now (Take theirs). */
export interface VersionedWord {
  id: string;
  version: string | null;
  reload: () => Promise<{ values: TranslationFormValues; version: string } | null>;
}

/** Saves and answers the server's userErrors (empty on success). */
export type SubmitWord = (
  values: TranslationFormValues,
  base: TranslationFormValues,
  baseVersion: string | null,
) => Promise<readonly UserError[]>;

export function useTranslationForm(initialValues: TranslationFormValues, fields: WordFields, submit: SubmitWord, word?: VersionedWord) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<TranslationFormValues>({ initialValues, validate: schemaResolver(translationFormSchema, { sync: true }) });
  // The values the edit is based on; taking a colleague's value moves that field's base with it.
  const [base, setBase] = useState(initialValues);
  const reset = (values: TranslationFormValues) => {
    setBase(values);
    form.setValues(values);
    form.resetDirty(values);
  };
  const reload = () =>
    void word?.reload().then((theirs) => {
      if (!theirs) return;
      reset(theirs.values);
      edit.basedOn(theirs.version);
    });
  const edit = useVersionedEdit({
    entityType: 'Word',
    entityId: word?.id,
    loaded: word?.version,
    isDirty: () => form.isDirty(),
    whenClean: reload,
  });
  const takeTheirs = (names: readonly string[]) => {
    const taken = (values: TranslationFormValues) =>
      names.reduce((v, name) => fields.take(v, name, edit.conflict?.fields.find((f) => f.name === name)?.theirs ?? null), values);
    setBase(taken(base));
    form.setValues(taken(form.getValues()));
  };

  const save = async (values: TranslationFormValues, overBase?: string): Promise<void> => {
    setFormErrors([]);
    edit.clear();
    if (hasEmptyPhrase(values.exceptions)) return setFormErrors([PHRASE_EMPTY_MESSAGE]);
    try {
      const errors = await submit(values, base, overBase ?? edit.baseVersion);
      const refused = conflictOf(errors);
      if (refused) {
        const { adopt, decide } = splitConflict(
          refused,
          (f) => fields.textOf(base, f),
          (f) => fields.textOf(values, f),
        );
        const merged = adopt.reduce((v, f) => fields.take(v, f.name, f.theirs), values);
        form.setValues(merged);
        return decide.length === 0 ? save(merged, refused.version) : edit.decide({ ...refused, fields: decide });
      }
      // Spec §8: per-field messages (sectionId included) land on their fields; the rest at the top.
      const split = splitUserErrors(errors, [...TRANSLATION_FORM_FIELDS, 'word', 'section'] as const);
      const { word: onWord, section, ...onFields } = split.fields;
      form.setErrors({ ...onFields, key: onFields.key ?? onWord, sectionId: onFields.sectionId ?? section });
      setFormErrors(split.form);
    } catch (error) {
      setFormErrors([readableError(error)]);
    }
  };

  const notices = {
    edit,
    labelOf: fields.labelOf,
    yoursOf: (field: string) => fields.textOf(form.getValues(), field),
    // The conflict's phrases only: the user's other edits stay. A change heard live reloads the word.
    onTakeTheirs: () =>
      edit.conflict ? (takeTheirs(edit.conflict.fields.map((f) => f.name)), edit.basedOn(edit.conflict.version)) : reload(),
    onKeepMine: (over: string) => void save(form.getValues(), over),
    onChoose: (names: readonly string[], choice: 'theirs' | 'mine') => {
      if (choice === 'theirs') takeTheirs(names);
      edit.settle(names, choice === 'mine');
    },
  };
  return { form, formErrors, setFormErrors, save, notices };
}
