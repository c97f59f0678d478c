import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Group, Loader, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { ConfirmModal } from '../../shared/notices/confirm-modal';
import { readableError } from '../../shared/requests/error-message';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { QueryError } from '../../shared/notices/query-error';
import { UnsavedChangesModal } from '../../shared/forms/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '../../shared/forms/use-unsaved-changes-guard';
import { splitUserErrors } from '../../shared/forms/user-errors';
import { jackpotFormValues, jackpotInput, newCurrencyRow, validateJackpot, type JackpotFormValues } from './jackpot-form-values';
import { HistoryLink } from '../../shared/activity/history-link';
import { useVersionedEdit, VersionedNotices } from '../../shared/forms/use-versioned-edit';
import { jackpotFieldLabel, jackpotFieldText } from './jackpot-conflict';

// Big jackpot (spec 001 §2.5, §4): one configuration, updated when it exists, created when not;
// 'Finish jackpot' ends the active jackpot on the jackpot service.

const BigJackpotQuery = graphql(`
  query BigJackpot {
    bigJackpot {
      ...BigJackpotForm_bigJackpot
    }
  }
`);

export const BigJackpotFormFragment = graphql(`
  fragment BigJackpotForm_bigJackpot on BigJackpot {
    id
    version
    startValue
    maxValue
    timeRange
    currencyRanges {
      name
      valueFrom
      valueTo
    }
  }
`);

const SaveBigJackpotMutation = graphql(`
  mutation SaveBigJackpot($input: SaveBigJackpotInput!) {
    saveBigJackpot(input: $input) {
      created
      bigJackpot {
        ...BigJackpotForm_bigJackpot
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const FinishJackpotMutation = graphql(`
  mutation FinishJackpot {
    finishJackpot {
      status
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const FIELDS = ['startValue', 'maxValue', 'timeRange'] as const;

export function JackpotPanel({ canWrite }: { canWrite: boolean }) {
  const { data, loading, error, refetch } = useQuery(BigJackpotQuery);
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Loader role="status" aria-label="Loading" />;
  const stored = data?.bigJackpot ?? null;
  // A new stored configuration (another id, or the first one) starts a fresh form.
  return (
    <JackpotForm
      key={stored?.id ?? 'new'}
      initialValues={jackpotFormValues(stored)}
      version={stored?.version ?? null}
      canWrite={canWrite}
      reload={refetch}
    />
  );
}

interface JackpotFormProps {
  initialValues: JackpotFormValues;
  version: string | null;
  canWrite: boolean;
  reload: () => Promise<{ data?: { bigJackpot: (Parameters<typeof jackpotFormValues>[0] & { version: string }) | null } }>;
}

function JackpotForm({ initialValues, version, canWrite, reload }: JackpotFormProps) {
  const [save, saving] = useMutation(SaveBigJackpotMutation, {
    // A first save gives the query its value (it was null); an update lands on the cached record.
    update: (cache, { data }) => {
      const saved = data?.saveBigJackpot;
      if (saved?.created && saved.bigJackpot)
        cache.writeQuery({ query: BigJackpotQuery, data: { __typename: 'Query', bigJackpot: saved.bigJackpot } });
    },
  });
  const [finish, finishing] = useMutation(FinishJackpotMutation);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<JackpotFormValues>({ initialValues, validate: validateJackpot, validateInputOnChange: true });
  // Switching tab (or leaving the screen) with unsaved edits asks first, as the other editors do.
  const guard = useUnsavedChangesGuard(canWrite && form.isDirty());
  const edit = useVersionedEdit({
    entityType: 'BigJackpot',
    entityId: 'big-jackpot',
    loaded: version,
    isDirty: () => form.isDirty(),
    // The form holds its own values: an unedited one takes a colleague's save at once.
    whenClean: () => takeTheirs(),
    editing: canWrite,
  });
  const takeTheirs = () =>
    void reload().then(({ data }) => {
      if (!data?.bigJackpot) return;
      const theirs = jackpotFormValues(data.bigJackpot);
      form.setValues(theirs);
      form.resetDirty(theirs);
      edit.basedOn(data.bigJackpot.version);
    });

  /** `overBase`: Keep mine, saved again on the version the conflict named. */
  const submit = async (values: JackpotFormValues, overBase?: string) => {
    setFormErrors([]);
    edit.clear();
    try {
      const { data } = await save({ variables: { input: { ...jackpotInput(values), baseVersion: overBase ?? edit.baseVersion } } });
      const result = data?.saveBigJackpot;
      if (edit.refused(result?.userErrors ?? [])) return;
      if (!result?.bigJackpot) {
        const split = splitUserErrors(result?.userErrors ?? [], FIELDS);
        form.setErrors(split.fields);
        return setFormErrors(split.form);
      }
      form.resetDirty();
      edit.basedOn(result.bigJackpot.version);
      notifySuccess(result.created ? 'Jackpot configuration saved!' : 'Jackpot configuration updated!');
    } catch (failure) {
      setFormErrors([readableError(failure)]);
    }
  };

  const finishJackpot = async () => {
    try {
      const { data } = await finish();
      const result = data?.finishJackpot;
      if (result?.status) notifySuccess(`Jackpot finished successfully status: ${result.status}`);
      else notifyError(result?.userErrors[0]?.message ?? 'The jackpot could not be finished.');
    } catch (failure) {
      notifyError(readableError(failure));
    } finally {
      setConfirmFinish(false);
    }
  };

  const rows = form.values.currencyRanges;
  return (
    <form onSubmit={form.onSubmit((values) => submit(values))} noValidate>
      <Stack gap="md" maw={720}>
        {!canWrite && (
          <Alert variant="light" color="gray" title="Read only">
            You can read the jackpot configuration; changing it needs write on the big jackpot.
          </Alert>
        )}
        <FormErrorsAlert messages={formErrors} />
        <VersionedNotices
          edit={edit}
          labelOf={jackpotFieldLabel}
          yoursOf={(field) => jackpotFieldText(form.values, field)}
          keeping={saving.loading}
          onTakeTheirs={takeTheirs}
          onKeepMine={(overBase) => void submit(form.getValues(), overBase)}
        />
        <Group grow align="flex-start">
          <TextInput label="Start Value" inputMode="decimal" disabled={!canWrite} {...form.getInputProps('startValue')} />
          <TextInput label="Max Value" inputMode="decimal" disabled={!canWrite} {...form.getInputProps('maxValue')} />
          <TextInput label="Time Range in days" inputMode="numeric" disabled={!canWrite} {...form.getInputProps('timeRange')} />
        </Group>
        <Group justify="space-between">
          <Text fw={500}>Currencies</Text>
          <HistoryLink entityType="BigJackpot" entityId="big-jackpot" />
        </Group>
        {rows.length === 0 && <Text c="dimmed">No currency ranges</Text>}
        {typeof form.errors.currencyRanges === 'string' && (
          <Text c="red" size="sm">
            {form.errors.currencyRanges}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={row.key} align="flex-end" wrap="nowrap">
            <TextInput label="Currency Name" disabled={!canWrite} {...form.getInputProps(`currencyRanges.${index}.name`)} />
            <NumberInput label="From" hideControls disabled={!canWrite} {...form.getInputProps(`currencyRanges.${index}.valueFrom`)} />
            <NumberInput label="To" hideControls disabled={!canWrite} {...form.getInputProps(`currencyRanges.${index}.valueTo`)} />
            {canWrite && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Delete currency ${row.name || index + 1}`}
                onClick={() => form.removeListItem('currencyRanges', index)}
              >
                <IconTrash size={18} stroke={1.5} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {canWrite && (
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('currencyRanges', newCurrencyRow())}
            >
              Add new currency
            </Button>
            <Group gap="sm">
              <Button color="red" variant="outline" onClick={() => setConfirmFinish(true)}>
                Finish jackpot
              </Button>
              <Button type="submit" loading={saving.loading} disabled={!form.isDirty() || !form.isValid()}>
                Save
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={confirmFinish}
        title="Finish jackpot"
        message="You are about to finish current jackpot, are you sure you want to continue?"
        confirmLabel="Finish jackpot"
        confirmColor="red"
        loading={finishing.loading}
        onCancel={() => setConfirmFinish(false)}
        onConfirm={() => void finishJackpot()}
      />
      <UnsavedChangesModal guard={guard} />
    </form>
  );
}
