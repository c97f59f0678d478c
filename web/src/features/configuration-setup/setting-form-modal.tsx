import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { definitionProblems } from '@backoffice/rules/configuration-setup';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ConfigurationDefinitionRow_DefinitionFragment } from '../../gql/graphql';
import { readableError } from '../../shared/requests/error-message';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { FormModal, FormModalCloseButton } from '../../shared/forms/form-modal';
import { notifySuccess } from '../../shared/notices/notify';
import { splitUserErrors } from '../../shared/forms/user-errors';
import { useVersionedEdit, VersionedNotices } from '../../shared/forms/use-versioned-edit';
import { SetupSectionsQuery } from './sections-screen';
import { ConfigurationTypesQuery } from './types-screen';
import { ValuesExample } from './values-example';
import { refreshRootField } from '../../shared/cache/cache-updates';
import { GrowingTextarea } from '../../shared/forms/growing-textarea';

export const DefinitionRowFragment = graphql(`
  fragment ConfigurationDefinitionRow_definition on ConfigurationDefinition {
    id
    key
    sectionId
    subsectionId
    typeName
    label
    description
    defaultValue
    values
    version
  }
`);

/** The definition as stored now: what Take theirs (or a colleague's save on a clean form) opens again on. */
export const DefinitionQuery = graphql(`
  query ConfigurationDefinition($id: ID!) {
    configurationDefinition(id: $id) {
      ...ConfigurationDefinitionRow_definition
    }
  }
`);

const CreateDefinitionMutation = graphql(`
  mutation CreateConfigurationDefinition($input: ConfigurationDefinitionInput!) {
    createConfigurationDefinition(input: $input) {
      definition {
        ...ConfigurationDefinitionRow_definition
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const UpdateDefinitionMutation = graphql(`
  mutation UpdateConfigurationDefinition($id: ID!, $input: ConfigurationDefinitionInput!, $baseVersion: String) {
    updateConfigurationDefinition(id: $id, input: $input, baseVersion: $baseVersion) {
      definition {
        ...ConfigurationDefinitionRow_definition
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

type Definition = ConfigurationDefinitionRow_DefinitionFragment;

interface SettingFormValues {
  key: string;
  sectionId: string;
  subsectionId: string;
  typeName: string;
  label: string;
  description: string;
  defaultValue: string;
  values: string;
}

const FIELDS = ['key', 'sectionId', 'subsectionId', 'typeName', 'label', 'description', 'defaultValue', 'values'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  key: 'Key',
  sectionId: 'Section',
  subsectionId: 'Subsection',
  typeName: 'Type',
  label: 'Label',
  description: 'Description',
  defaultValue: 'Default value',
  values: 'Values',
};
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

const valuesOf = (definition: Definition | null): SettingFormValues => ({
  key: definition?.key ?? '',
  sectionId: definition?.sectionId ?? '',
  subsectionId: definition?.subsectionId ?? '',
  typeName: definition?.typeName ?? '',
  label: definition?.label ?? '',
  description: definition?.description ?? '',
  defaultValue: definition?.defaultValue ?? '',
  values: definition?.values ?? '',
});

function validate(values: SettingFormValues): Record<string, string> {
  const errors: Record<string, string> = Object.fromEntries(definitionProblems(values).map((p) => [p.field, p.message]));
  if (!values.sectionId) errors.sectionId = 'Section is required';
  if (!values.typeName) errors.typeName = 'Type is required';
  return errors;
}

/** A setting's definition (spec 001 §2.9); values and default value are checked against the type. */
export function SettingFormModal({ definition, onClose }: { definition: Definition | null; onClose: () => void }) {
  const sections = useQuery(SetupSectionsQuery).data?.configurationSetupSections ?? [];
  const types = useQuery(ConfigurationTypesQuery).data?.configurationTypes ?? [];
  const [create, creating] = useMutation(CreateDefinitionMutation, {
    update: (cache, { data }) => data?.createConfigurationDefinition.definition && refreshRootField(cache, 'configurationDefinitions'),
  });
  const [update, updating] = useMutation(UpdateDefinitionMutation);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<SettingFormValues>({ initialValues: valuesOf(definition), validate });
  const client = useApolloClient();
  const edit = useVersionedEdit({
    entityType: 'ConfigurationDefinition',
    entityId: definition?.id,
    loaded: definition?.version,
    isDirty: () => form.isDirty(),
    whenClean: () => void takeTheirs(),
  });
  const takeTheirs = async () => {
    if (!definition) return;
    const { data } = await client.query({ query: DefinitionQuery, variables: { id: definition.id }, fetchPolicy: 'network-only' });
    const stored = data?.configurationDefinition;
    if (!stored) return setFormErrors(['This setting no longer exists.']);
    form.setValues(valuesOf(stored));
    form.resetDirty(valuesOf(stored));
    edit.basedOn(stored.version);
  };
  const subsections = sections.find((section) => section.id === form.values.sectionId)?.subsections ?? [];

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const save = async (values: SettingFormValues, overBase?: string) => {
    setFormErrors([]);
    edit.clear();
    const input = { ...values, subsectionId: values.subsectionId || null };
    try {
      const baseVersion = overBase ?? edit.baseVersion;
      const result = definition
        ? (await update({ variables: { id: definition.id, input, baseVersion } })).data?.updateConfigurationDefinition
        : (await create({ variables: { input } })).data?.createConfigurationDefinition;
      if (result && edit.refused(result.userErrors)) return;
      if (!result?.definition) {
        const split = splitUserErrors(result?.userErrors ?? [], FIELDS);
        form.setErrors(split.fields);
        return setFormErrors(split.form);
      }
      notifySuccess(definition ? 'Online Configuration Updated!' : 'Online Configuration created!');
      onClose();
    } catch (failure) {
      setFormErrors([readableError(failure)]);
    }
  };

  return (
    <FormModal onClose={onClose} dirty={form.isDirty()} title={definition ? 'Edit setting' : 'Add setting'} size="lg" centered>
      <form onSubmit={form.onSubmit((values) => save(values))} noValidate>
        <Stack gap="sm">
          <FormErrorsAlert messages={formErrors} />
          <VersionedNotices
            edit={edit}
            labelOf={(field) => (isField(field) ? LABELS[field] : null)}
            yoursOf={(field) => (isField(field) ? form.getValues()[field] : null)}
            keeping={updating.loading}
            onTakeTheirs={() => void takeTheirs()}
            onKeepMine={(base) => void save(form.getValues(), base)}
          />
          <TextInput label="Key" autoComplete="off" data-autofocus {...form.getInputProps('key')} />
          <Group grow align="flex-start">
            <Select
              label="Section"
              data={sections.map((section) => ({ value: section.id, label: section.name }))}
              {...form.getInputProps('sectionId')}
              onChange={(value: string | null) => form.setValues({ sectionId: value ?? '', subsectionId: '' })}
            />
            <Select
              label="Subsection"
              clearable
              data={subsections.map((sub) => ({ value: sub.id, label: sub.name }))}
              disabled={subsections.length === 0}
              {...form.getInputProps('subsectionId')}
              onChange={(value: string | null) => form.setFieldValue('subsectionId', value ?? '')}
            />
          </Group>
          <Select label="Type" data={types.map((type) => type.name)} searchable {...form.getInputProps('typeName')} />
          <TextInput label="Label" autoComplete="off" {...form.getInputProps('label')} />
          <GrowingTextarea label="Description" minRows={2} {...form.getInputProps('description')} />
          <GrowingTextarea label="Default value" minRows={2} maxRows={10} {...form.getInputProps('defaultValue')} />
          <GrowingTextarea label="Values" minRows={2} maxRows={10} {...form.getInputProps('values')} />
          <ValuesExample />
          <Group justify="flex-end" gap="sm">
            <FormModalCloseButton>Cancel</FormModalCloseButton>
            <Button type="submit" loading={creating.loading || updating.loading}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
