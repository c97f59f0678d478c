import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { readableError } from './error-message';
import { FormModal, FormModalCloseButton } from './form-modal';
import { FormErrorsAlert } from './form-errors-alert';
import { notifySuccess } from './notify';
import { splitUserErrors, type UserError } from './user-errors';

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

interface TextFormModalProps<F extends string> {
  title: string;
  /** The text inputs in order; the first takes the focus. */
  fields: readonly TextFormField<F>[];
  initialValues: Record<F, string>;
  schema: Parameters<typeof schemaResolver>[0];
  /** Runs the create or update mutation with the validated values. */
  submit: (values: Record<F, string>) => Promise<SaveOutcome>;
  saving: boolean;
  successMessage: string;
  /** The submit button's text; Save by default. */
  submitLabel?: string;
  onClose: () => void;
}

/** The add/edit dialog of a list entry made of text fields (a language, a section, a custom page, a help link). */
export function TextFormModal<F extends string>(props: TextFormModalProps<F>) {
  const { fields, onClose } = props;
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<Record<F, string>>({
    initialValues: props.initialValues,
    validate: schemaResolver(props.schema, { sync: true }),
  });

  const showUserErrors = (errors: readonly UserError[]) => {
    const split = splitUserErrors(
      errors,
      fields.map((field) => field.name),
    );
    form.setErrors(split.fields);
    setFormErrors(split.form);
  };

  const save = async (values: Record<F, string>) => {
    setFormErrors([]);
    try {
      const outcome = await props.submit(values);
      if (!outcome.saved || outcome.userErrors.length > 0) return showUserErrors(outcome.userErrors);
      notifySuccess(props.successMessage);
      onClose();
    } catch (error) {
      setFormErrors([readableError(error)]);
    }
  };

  return (
    <FormModal onClose={onClose} dirty={form.isDirty()} title={props.title} centered>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="md">
          <FormErrorsAlert messages={formErrors} />
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
