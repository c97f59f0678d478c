import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { graphql } from '../../gql';
import { readableError } from '../../shared/requests/error-message';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { notifySuccess } from '../../shared/notices/notify';
import { QueryError } from '../../shared/notices/query-error';
import { UnsavedChangesModal } from '../../shared/forms/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '../../shared/forms/use-unsaved-changes-guard';
import { HistoryLink } from '../../shared/activity/history-link';
import { useVersionedEdit, VersionedNotices } from '../../shared/forms/use-versioned-edit';

// General configuration (spec 001 §2.8): the TinyMCE API key, stored and shown.

export const GeneralSettingsQuery = graphql(`
  query GeneralSettings {
    generalSettings {
      tinyMceApiKey
      version
    }
  }
`);

export const UpdateGeneralSettingsMutation = graphql(`
  mutation UpdateGeneralSettings($input: UpdateGeneralSettingsInput!) {
    updateGeneralSettings(input: $input) {
      generalSettings {
        tinyMceApiKey
        version
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
  const { tinyMceApiKey, version } = data.generalSettings;
  return <GeneralSettingsForm tinyMceApiKey={tinyMceApiKey} version={version} canWrite={canWrite} reload={refetch} />;
}

interface GeneralSettingsFormProps {
  tinyMceApiKey: string;
  version: string;
  canWrite: boolean;
  reload: () => Promise<{ data?: { generalSettings: { tinyMceApiKey: string; version: string } } }>;
}

function GeneralSettingsForm({ tinyMceApiKey, version, canWrite, reload }: GeneralSettingsFormProps) {
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
  const edit = useVersionedEdit({
    entityType: 'GeneralSettings',
    entityId: 'general',
    loaded: version,
    isDirty: () => form.isDirty(),
    whenClean: () => takeTheirs(),
    editing: canWrite,
  });

  const showStored = (stored: { tinyMceApiKey: string; version: string }) => {
    form.setValues({ tinyMceApiKey: stored.tinyMceApiKey });
    form.resetDirty({ tinyMceApiKey: stored.tinyMceApiKey });
    edit.basedOn(stored.version);
  };
  const takeTheirs = () => void reload().then(({ data }) => data && showStored(data.generalSettings));

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const save = async (values: { tinyMceApiKey: string }, overBase?: string) => {
    setFormErrors([]);
    edit.clear();
    try {
      const { data } = await update({ variables: { input: { ...values, baseVersion: overBase ?? edit.baseVersion } } });
      const result = data?.updateGeneralSettings;
      if (edit.refused(result?.userErrors ?? [])) return;
      if (!result?.generalSettings) return setFormErrors(result?.userErrors.map((e) => e.message) ?? []);
      showStored(result.generalSettings);
      notifySuccess('General Configuration updated successfully!');
    } catch (failure) {
      setFormErrors([readableError(failure)]);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => save(values))} noValidate>
      <Stack gap="md" maw={520}>
        <FormErrorsAlert messages={formErrors} />
        <VersionedNotices
          edit={edit}
          labelOf={(field) => (field === 'tinyMceApiKey' ? 'TinyMCE API Key' : null)}
          yoursOf={(field) => (field === 'tinyMceApiKey' ? form.values.tinyMceApiKey : null)}
          keeping={loading}
          onTakeTheirs={takeTheirs}
          onKeepMine={(overBase) => void save(form.getValues(), overBase)}
        />
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
