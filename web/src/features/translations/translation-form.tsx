import { Alert, Button, Divider, Group, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useFormModalClose } from '../../shared/form-modal';
import { useRef, useState } from 'react';
import { readableError } from '../../shared/error-message';
import { FormErrorsAlert } from '../../shared/form-errors-alert';
import { conflictOf, splitUserErrors, type Conflict, type UserError } from '../../shared/user-errors';
import { ConflictNotice } from '../../shared/conflict-notice';
import { wordConflictFields } from './word-conflict';
import { hasEmptyPhrase, PHRASE_EMPTY_MESSAGE } from './exception-rules';
import { ExceptionsEditor, type ExceptionLanguage, type ExceptionWebsite } from './exceptions-editor';
import { TRANSLATION_FORM_FIELDS, translationFormSchema, type TranslationFormValues } from './translation-form-values';

export interface SectionOption {
  id: string;
  key: string;
  title: string;
}

interface TranslationFormProps {
  initialValues: TranslationFormValues;
  /** Sections offered in the picker (the tooltips section only for its own words). */
  sections: readonly SectionOption[];
  languages: readonly ExceptionLanguage[];
  websites: readonly ExceptionWebsite[];
  /** Tooltip-section words: key and section cannot change. */
  locked: boolean;
  saving: boolean;
  /** Saves and returns the server's userErrors (empty on success); `overBase`: again on a conflict's version (Keep mine). */
  onSubmit: (values: TranslationFormValues, overBase?: string) => Promise<readonly UserError[]>;
  /** Take theirs: the word as it is now replaces the form. */
  onReload?: () => void;
  onCancel: () => void;
  /** Spec 000 §4: Create when there is no word id, otherwise Update. */
  submitLabel: 'Create' | 'Update';
}

export function TranslationForm(props: TranslationFormProps) {
  const { sections, languages, websites, locked } = props;
  const top = useRef<HTMLDivElement>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const conflictFields = wordConflictFields(sections, languages);
  const form = useForm<TranslationFormValues>({
    initialValues: props.initialValues,
    validate: schemaResolver(translationFormSchema, { sync: true }),
  });
  const cancel = useFormModalClose(form.isDirty(), props.onCancel);
  const scrollToTop = () => top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });

  const submit = async (values: TranslationFormValues, overBase?: string) => {
    setFormErrors([]);
    setConflict(null);
    if (hasEmptyPhrase(values.exceptions)) {
      setFormErrors([PHRASE_EMPTY_MESSAGE]);
      scrollToTop();
      return;
    }
    try {
      const errors = await props.onSubmit(values, overBase);
      if (errors.length === 0) return;
      // A save sends the whole word: any change since it opened is one for the user to decide on.
      const refused = conflictOf(errors);
      if (refused) return setConflict(refused);
      // Spec §8: per-field messages (sectionId included) land on their fields; the modal scrolls up.
      const split = splitUserErrors(errors, [...TRANSLATION_FORM_FIELDS, 'word', 'section'] as const);
      const { word, section, ...fields } = split.fields;
      form.setErrors({ ...fields, key: fields.key ?? word, sectionId: fields.sectionId ?? section });
      setFormErrors(split.form);
    } catch (error) {
      setFormErrors([readableError(error)]);
    }
    scrollToTop();
  };

  const languageName = (id: string) => languages.find((l) => l.id === id)?.name ?? id;
  return (
    <form onSubmit={form.onSubmit((values) => submit(values), scrollToTop)} noValidate>
      <Stack gap="md">
        <div ref={top} />
        <FormErrorsAlert messages={formErrors} />
        {conflict && (
          <ConflictNotice
            conflict={conflict}
            labelOf={conflictFields.labelOf}
            yoursOf={(field) => conflictFields.yoursOf(field, form.getValues())}
            keeping={props.saving}
            onTakeTheirs={() => props.onReload?.()}
            onKeepMine={(base) => void submit(form.getValues(), base)}
          />
        )}
        {sections.length === 0 && (
          <Alert color="yellow" variant="light">
            No sections available, in order to add traslation, first create section.
          </Alert>
        )}
        <TextInput label="Key" autoComplete="off" disabled={locked} data-autofocus {...form.getInputProps('key')} />
        <Select
          label="Section"
          data={sections.map((s) => ({ value: s.id, label: s.title }))}
          disabled={locked}
          searchable
          allowDeselect={false}
          {...form.getInputProps('sectionId')}
          onChange={(value: string | null) => form.setFieldValue('sectionId', value ?? '')}
        />
        <Divider label="Phrases" labelPosition="left" />
        {form.values.phrases.map((p, index) => (
          <TextInput
            key={p.languageId}
            label={`Phrase ${languageName(p.languageId)}`}
            autoComplete="off"
            {...form.getInputProps(`phrases.${index}.phrase`)}
          />
        ))}
        <Divider />
        <ExceptionsEditor
          exceptions={form.values.exceptions}
          websites={websites}
          languages={languages}
          onChange={(exceptions) => form.setFieldValue('exceptions', exceptions)}
          onAlert={(message) => {
            setFormErrors([message]);
            scrollToTop();
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" loading={props.saving} disabled={sections.length === 0}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
