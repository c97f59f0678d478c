import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { graphql } from '../../gql';
import { readableError } from '../../shared/error-message';
import { FormErrorsAlert } from '../../shared/form-errors-alert';
import { notifySuccess } from '../../shared/notify';
import { QueryError } from '../../shared/query-error';
import { UnsavedChangesModal } from '../../shared/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '../../shared/use-unsaved-changes-guard';
import { HistoryLink } from '../../shared/history-link';

// General configuration (spec 001 §2.8): the TinyMCE API key, stored and shown.

const GeneralSettingsQuery = graphql(`
  query GeneralSettings {
    generalSettings {
      tinyMceApiKey
    }
  }
`);

const UpdateGeneralSettingsMutation = graphql(`
  mutation UpdateGeneralSettings($input: UpdateGeneralSettingsInput!) {
    updateGeneralSettings(input: $input) {
      generalSettings {
        tinyMceApiKey
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export function GeneralSettingsPanel({ canWrite }: { canWrite: boolean }) {
  const { data, loading, error, refetch } = useQuery(GeneralSettingsQuery);
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (loading || !data) return <Loader role="status" aria-label="Loading" />;
  return <GeneralSettingsForm tinyMceApiKey={data.generalSettings.tinyMceApiKey} canWrite={canWrite} />;
}

function GeneralSettingsForm({ tinyMceApiKey, canWrite }: { tinyMceApiKey: string; canWrite: boolean }) {
  const [update, { loading }] = useMutation(UpdateGeneralSettingsMutation);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  // Without a key no rich-text editor loads: an empty one is refused here, and again by the gateway.
  const form = useForm({
    initialValues: { tinyMceApiKey },
    validate: { tinyMceApiKey: (value: string) => (value.trim() ? null : 'TinyMCE API Key is required.') },
    validateInputOnChange: true,
  });
  // Another tab (or screen) with an unsaved key asks first.
  const guard = useUnsavedChangesGuard(canWrite && form.isDirty());

  const save = async (values: { tinyMceApiKey: string }) => {
    setFormErrors([]);
    try {
      const { data } = await update({ variables: { input: values } });
      const result = data?.updateGeneralSettings;
      if (!result?.generalSettings) return setFormErrors(result?.userErrors.map((e) => e.message) ?? []);
      form.resetDirty({ tinyMceApiKey: result.generalSettings.tinyMceApiKey });
      form.setValues({ tinyMceApiKey: result.generalSettings.tinyMceApiKey });
      notifySuccess('General Configuration updated successfully!');
    } catch (failure) {
      setFormErrors([readableError(failure)]);
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="md" maw={520}>
        <FormErrorsAlert messages={formErrors} />
        <TextInput label="TinyMCE API Key" autoComplete="off" disabled={!canWrite} {...form.getInputProps('tinyMceApiKey')} />
        <Group>
          {canWrite && (
            <Button type="submit" loading={loading} disabled={!form.isDirty() || !form.isValid()}>
              Save
            </Button>
          )}
          <HistoryLink entityType="GeneralSettings" entityId="general" />
        </Group>
      </Stack>
      <UnsavedChangesModal guard={guard} />
    </form>
  );
}
