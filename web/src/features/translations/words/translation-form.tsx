import { Alert, Button, Divider, Group, Select, Stack, TextInput } from '@mantine/core';
import { useFormModalClose } from '../../../shared/forms/form-modal';
import { useRef } from 'react';
import { FormErrorsAlert } from '../../../shared/forms/form-errors-alert';
import { VersionedNotices } from '../../../shared/forms/use-versioned-edit';
import { wordFields } from './word-fields';
import { ExceptionsEditor, type ExceptionLanguage, type ExceptionWebsite } from '../exceptions/exceptions-editor';
import type { TranslationFormValues } from './translation-form-values';
import { useTranslationForm, type SubmitWord, type VersionedWord } from './use-translation-form';

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
  onSubmit: SubmitWord;
  /** Set for a stored word: its version and the word as it is now. */
  word?: VersionedWord;
  onCancel: () => void;
  /** Spec 000 §4: Create when there is no word id, otherwise Update. */
  submitLabel: 'Create' | 'Update';
}

export function TranslationForm(props: TranslationFormProps) {
  const { sections, languages, websites, locked } = props;
  const top = useRef<HTMLDivElement>(null);
  const fields = wordFields({ sections, languages, websites });
  const { form, formErrors, setFormErrors, save, notices } = useTranslationForm(props.initialValues, fields, props.onSubmit, props.word);
  const cancel = useFormModalClose(form.isDirty(), props.onCancel);
  const scrollToTop = () => top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  const submit = (values: TranslationFormValues) => save(values).then(scrollToTop);

  const languageName = (id: string) => languages.find((l) => l.id === id)?.name ?? id;
  return (
    <form onSubmit={form.onSubmit((values) => submit(values), scrollToTop)} noValidate>
      <Stack gap="md">
        <div ref={top} />
        <FormErrorsAlert messages={formErrors} />
        <VersionedNotices {...notices} keeping={props.saving} />
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
