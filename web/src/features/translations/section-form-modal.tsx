import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { graphql } from '../../gql';
import { readableError } from '../../shared/error-message';
import { FormErrorsAlert } from '../../shared/form-errors-alert';
import { notifySuccess } from '../../shared/notify';
import { splitUserErrors, type UserError } from '../../shared/user-errors';
import { SECTION_FORM_FIELDS, sectionFormSchema, type SectionFormValues } from './section-form-schema';

export const SectionRowFragment = graphql(`
  fragment SectionRow_section on Section {
    id
    key
    title
    isTooltips
  }
`);

const CreateSectionMutation = graphql(`
  mutation CreateSection($input: CreateSectionInput!) {
    createSection(input: $input) {
      section {
        ...SectionRow_section
      }
      userErrors {
        field
        message
      }
    }
  }
`);

const UpdateSectionMutation = graphql(`
  mutation UpdateSection($input: UpdateSectionInput!) {
    updateSection(input: $input) {
      section {
        ...SectionRow_section
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export interface SectionRow {
  id: string;
  key: string;
  title: string;
  isTooltips: boolean;
}

interface SectionFormModalProps {
  section: SectionRow | null;
  onClose: () => void;
}

export function SectionFormModal({ section, onClose }: SectionFormModalProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  // A new section may land on any page: the lists load again.
  const [createSection, creating] = useMutation(CreateSectionMutation, { refetchQueries: ['SectionsList'] });
  const [updateSection, updating] = useMutation(UpdateSectionMutation);
  const form = useForm<SectionFormValues>({
    initialValues: { title: section?.title ?? '', key: section?.key ?? '' },
    validate: schemaResolver(sectionFormSchema, { sync: true }),
  });

  const showUserErrors = (errors: readonly UserError[]) => {
    const split = splitUserErrors(errors, SECTION_FORM_FIELDS);
    form.setErrors(split.fields);
    setFormErrors(split.form);
  };

  const save = async (values: SectionFormValues) => {
    setFormErrors([]);
    const input = { title: values.title.trim(), key: values.key };
    try {
      if (section) {
        const { data } = await updateSection({ variables: { input: { id: section.id, ...input } } });
        const payload = data?.updateSection;
        if (!payload?.section || payload.userErrors.length > 0) return showUserErrors(payload?.userErrors ?? []);
        notifySuccess('Section Updated!');
      } else {
        const { data } = await createSection({ variables: { input } });
        const payload = data?.createSection;
        if (!payload?.section || payload.userErrors.length > 0) return showUserErrors(payload?.userErrors ?? []);
        notifySuccess('Section Created!');
      }
      onClose();
    } catch (error) {
      setFormErrors([readableError(error)]);
    }
  };

  return (
    <Modal opened onClose={onClose} title={section ? 'Edit section' : 'Add section'} centered>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="md">
          <FormErrorsAlert messages={formErrors} />
          <TextInput label="Title" autoComplete="off" data-autofocus {...form.getInputProps('title')} />
          <TextInput
            label="Key"
            autoComplete="off"
            // The tooltips section's key is what the sites look tooltips up by: it never changes.
            disabled={section?.isTooltips}
            {...form.getInputProps('key')}
          />
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
