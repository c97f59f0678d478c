import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../shared/notices/confirm-modal';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { HistoryLink } from '../../shared/activity/history-link';
import { QueryError } from '../../shared/notices/query-error';
import { UnsavedChangesModal } from '../../shared/forms/unsaved-changes-modal';
import { VersionedNotices } from '../../shared/forms/use-versioned-edit';
import { CurrencyRows } from './currency-rows';
import { jackpotFormValues, newCurrencyRow } from './jackpot-form-values';
import { BigJackpotQuery, useFinishJackpot, useJackpotForm, type JackpotFormOptions } from './use-jackpot-form';

// Big jackpot (spec 001 §2.5, §4): one configuration, updated when it exists, created when not;
// 'Finish jackpot' ends the active jackpot on the jackpot service.

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

function JackpotForm(props: JackpotFormOptions) {
  const { canWrite } = props;
  const { form, formErrors, guard, submit, saving, notices } = useJackpotForm(props);
  return (
    <form onSubmit={form.onSubmit((values) => submit(values))} noValidate>
      <Stack gap="md" maw={720}>
        {!canWrite && (
          <Alert variant="light" color="gray" title="Read only">
            You can read the jackpot configuration; changing it needs write on the big jackpot.
          </Alert>
        )}
        <FormErrorsAlert messages={formErrors} />
        <VersionedNotices {...notices} />
        <Group grow align="flex-start">
          <TextInput label="Start Value" inputMode="decimal" disabled={!canWrite} {...form.getInputProps('startValue')} />
          <TextInput label="Max Value" inputMode="decimal" disabled={!canWrite} {...form.getInputProps('maxValue')} />
          <TextInput label="Time Range in days" inputMode="numeric" disabled={!canWrite} {...form.getInputProps('timeRange')} />
        </Group>
        <Group justify="space-between">
          <Text fw={500}>Currencies</Text>
          <HistoryLink entityType="BigJackpot" entityId="big-jackpot" />
        </Group>
        <CurrencyRows form={form} canWrite={canWrite} />
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
              <FinishJackpotButton />
              <Button type="submit" loading={saving} disabled={!form.isDirty() || !form.isValid()}>
                Save
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
      <UnsavedChangesModal guard={guard} />
    </form>
  );
}

/** 'Finish jackpot' and the question it asks first. */
function FinishJackpotButton() {
  const [confirming, setConfirming] = useState(false);
  const { finishJackpot, finishing } = useFinishJackpot();
  return (
    <>
      <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
        Finish jackpot
      </Button>
      <ConfirmModal
        opened={confirming}
        title="Finish jackpot"
        message="You are about to finish current jackpot, are you sure you want to continue?"
        confirmLabel="Finish jackpot"
        confirmColor="red"
        loading={finishing}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void finishJackpot().finally(() => setConfirming(false))}
      />
    </>
  );
}
