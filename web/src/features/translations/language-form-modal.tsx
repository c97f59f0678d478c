import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { graphql } from '../../gql';
import { readableError } from '../../shared/error-message';
import { FormErrorsAlert } from '../../shared/form-errors-alert';
import { notifySuccess } from '../../shared/notify';
import { splitUserErrors, type UserError } from '../../shared/user-errors';
import { LANGUAGE_FORM_FIELDS, languageFormSchema, type LanguageFormValues } from './language-form-schema';

export const LanguageRowFragment = graphql(`
  fragment LanguageRow_language on Language {
    id
    name
    code
  }
`);

const CreateLanguageMutation = graphql(`
  mutation CreateLanguage($input: CreateLanguageInput!) {
    createLanguage(input: $input) {
      language {
        ...LanguageRow_language
      }
      userErrors {
        field
        message
      }
    }
  }
`);

const UpdateLanguageMutation = graphql(`
  mutation UpdateLanguage($input: UpdateLanguageInput!) {
    updateLanguage(input: $input) {
      language {
        ...LanguageRow_language
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export interface LanguageRow {
  id: string;
  name: string;
  code: string;
}

interface LanguageFormModalProps {
  language: LanguageRow | null;
  onClose: () => void;
}

export function LanguageFormModal({ language, onClose }: LanguageFormModalProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  // A new language may land on any page: the lists load again.
  const [createLanguage, creating] = useMutation(CreateLanguageMutation, { refetchQueries: ['LanguagesList'] });
  const [updateLanguage, updating] = useMutation(UpdateLanguageMutation);
  const form = useForm<LanguageFormValues>({
    initialValues: { name: language?.name ?? '', code: language?.code ?? '' },
    validate: schemaResolver(languageFormSchema, { sync: true }),
  });

  const showUserErrors = (errors: readonly UserError[]) => {
    const split = splitUserErrors(errors, LANGUAGE_FORM_FIELDS);
    form.setErrors(split.fields);
    setFormErrors(split.form);
  };

  const save = async (values: LanguageFormValues) => {
    setFormErrors([]);
    const input = { name: values.name.trim(), code: values.code };
    try {
      if (language) {
        const { data } = await updateLanguage({ variables: { input: { id: language.id, ...input } } });
        const payload = data?.updateLanguage;
        if (!payload?.language || payload.userErrors.length > 0) return showUserErrors(payload?.userErrors ?? []);
        notifySuccess('Language Updated!');
      } else {
        const { data } = await createLanguage({ variables: { input } });
        const payload = data?.createLanguage;
        if (!payload?.language || payload.userErrors.length > 0) return showUserErrors(payload?.userErrors ?? []);
        notifySuccess('Language Created!');
      }
      onClose();
    } catch (error) {
      setFormErrors([readableError(error)]);
    }
  };

  return (
    <Modal opened onClose={onClose} title={language ? 'Edit language' : 'Add language'} centered>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="md">
          <FormErrorsAlert messages={formErrors} />
          <TextInput label="Name" autoComplete="off" data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Code" autoComplete="off" {...form.getInputProps('code')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={creating.loading || updating.loading}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
