import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { readableError } from '../requests/error-message';
import { FormModal, FormModalCloseButton } from './form-modal';
import { FormErrorsAlert } from './form-errors-alert';
import { notifySuccess } from '../notices/notify';
import { conflictOf, mergeFlatConflict, splitUserErrors, type UserError } from './user-errors';
import { useVersionedEdit, VersionedNotices } from './use-versioned-edit';

export interface TextFormField<F extends string> {
  name: F;
  label: string;
  disabled?: boolean;
}

/** What a create or update mutation answered: whether the entity came back, and its userErrors. */
export interface SaveOutcome {
  saved: boolean;
  userErrors: readonly UserError[];
}

/**
 * An edit of a record with a version (issue 28): the save sends the version the form opened
 * with, a colleague's change shows in the form, and no typed value is lost.
 */
export interface VersionedRecord<F extends string> {
  /** The live feed's and presence's name of the record (`Language`, `Section`). */
  entityType: string;
  id: string;
  /** The version the form's initial values have (from the list's row). */
  version: string | null;
  /** The record as it is now, for Take theirs. */
  reload: () => Promise<{ values: Record<F, string>; version: string } | null>;
}

interface TextFormModalProps<F extends string> {
  title: string;
  /** The text inputs in order; the first takes the focus. */
  fields: readonly TextFormField<F>[];
  initialValues: Record<F, string>;
  schema: Parameters<typeof schemaResolver>[0];
  /** Runs the create or update mutation with the validated values (and, for an edit, the version they are based on). */
  submit: (values: Record<F, string>, baseVersion: string | null) => Promise<SaveOutcome>;
  /** Set for an edit of a versioned record. */
  record?: VersionedRecord<F>;
  saving: boolean;
  successMessage: string;
  /** The submit button's text; Save by default. */
  submitLabel?: string;
  onClose: () => void;
}

/** The add/edit dialog of a list entry made of text fields (a language, a section, a custom page, a help link). */
export function TextFormModal<F extends string>(props: TextFormModalProps<F>) {
  const { fields, onClose, record } = props;
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<Record<F, string>>({
    initialValues: props.initialValues,
    validate: schemaResolver(props.schema, { sync: true }),
  });
  // The values this edit started from (for the merge); a conflict's choices move them on.
  const [baseValues, setBaseValues] = useState(props.initialValues);
  const takeTheirs = () =>
    void record?.reload().then((theirs) => {
      if (!theirs) return;
      setBaseValues(theirs.values);
      form.setValues(theirs.values);
      form.resetDirty(theirs.values);
      edit.basedOn(theirs.version);
    });
  const edit = useVersionedEdit({
    entityType: record?.entityType ?? '',
    entityId: record?.id,
    loaded: record?.version,
    isDirty: () => form.isDirty(),
    whenClean: takeTheirs,
  });

  const showUserErrors = (errors: readonly UserError[]) => {
    const split = splitUserErrors(
      errors,
      fields.map((field) => field.name),
    );
    form.setErrors(split.fields);
    setFormErrors(split.form);
  };

  /** `overBase`: saved again on the version a conflict named (Keep mine, or a merge). */
  const save = async (values: Record<F, string>, overBase?: string): Promise<void> => {
    setFormErrors([]);
    edit.clear();
    try {
      const outcome = await props.submit(values, overBase ?? edit.baseVersion);
      const refused = conflictOf(outcome.userErrors);
      if (refused) {
        // What only they changed is taken and the save goes again; what both changed waits for the user.
        const { merged, decide } = mergeFlatConflict(refused, baseValues, values);
        form.setValues(merged);
        if (decide.length === 0) return save(merged, refused.version);
        return edit.decide({ ...refused, fields: decide });
      }
      if (!outcome.saved || outcome.userErrors.length > 0) return showUserErrors(outcome.userErrors);
      notifySuccess(props.successMessage);
      onClose();
    } catch (error) {
      setFormErrors([readableError(error)]);
    }
  };

  return (
    <FormModal onClose={onClose} dirty={form.isDirty()} title={props.title} centered>
      <form onSubmit={form.onSubmit((values) => save(values))} noValidate>
        <Stack gap="md">
          <FormErrorsAlert messages={formErrors} />
          <VersionedNotices
            edit={edit}
            labelOf={(name) => fields.find((field) => field.name === name)?.label ?? null}
            yoursOf={(name) => (fields.some((field) => field.name === name) ? form.values[name as F] : null)}
            keeping={props.saving}
            onTakeTheirs={takeTheirs}
            onKeepMine={(over) => void save(form.getValues(), over)}
          />
          {fields.map((field, index) => (
            <TextInput
              key={field.name}
              label={field.label}
              autoComplete="off"
              data-autofocus={index === 0 ? true : undefined}
              disabled={field.disabled}
              {...form.getInputProps(field.name)}
            />
          ))}
          <Group justify="flex-end" gap="sm">
            <FormModalCloseButton>Cancel</FormModalCloseButton>
            <Button type="submit" loading={props.saving}>
              {props.submitLabel ?? 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
