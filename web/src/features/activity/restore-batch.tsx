import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ActivityEntry_EntryFragment as ActivityRow } from '../../gql/graphql';
import { undoSummary } from '../../shared/activity/undo-written';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { readableError } from '../../shared/requests/error-message';

// "Restore all" on a row of a bulk delete (issue 43): every row the bulk action deleted comes
// back, each from its own entry, and the notice reports per row as the bulk Undo's does
// ("3 restored, 1 could not be: …").

const BatchSizeQuery = graphql(`
  query ActivityBatchSize($batch: ID!) {
    activity(filter: { batch: $batch }, pageSize: 1) {
      totalItems
    }
  }
`);

const RestoreBatchMutation = graphql(`
  mutation RestoreActivityBatch($id: ID!, $password: String) {
    restoreActivityBatch(id: $id, password: $password) {
      rows {
        entryId
        entityLabel
        entityId
        userErrors {
          field
          message
        }
      }
    }
  }
`);

export function RestoreBatch({ entry, onDone }: { entry: ActivityRow; onDone: () => void }) {
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const size = useQuery(BatchSizeQuery, {
    variables: { batch: entry.batch ?? '' },
    skip: !opened || !entry.batch,
    fetchPolicy: 'network-only',
  });
  const [restoreAll, restoring] = useMutation(RestoreBatchMutation, { refetchQueries: ['ActivityList'] });
  if (!entry.batch || entry.undo !== 'RESTORE') return null;
  const count = size.data?.activity.totalItems;

  const close = () => {
    setOpened(false);
    setPassword('');
  };

  async function run() {
    try {
      const answer = (await restoreAll({ variables: { id: entry.id, password: password || null } })).data?.restoreActivityBatch;
      if (!answer) return;
      const outcomes = answer.rows.map((row) => ({
        entry: { entityLabel: row.entityLabel, undo: 'RESTORE' as const },
        problem: row.userErrors.length === 0 ? null : row.userErrors.map((e) => e.message).join('; '),
      }));
      const summary = undoSummary(outcomes);
      (summary.ok ? notifySuccess : notifyError)(outcomes.length === 0 ? 'No row of it is left to restore.' : summary.text);
      close();
      onDone();
    } catch (error) {
      notifyError(readableError(error));
    }
  }

  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        Restore all
      </Button>
      <Modal opened={opened} onClose={close} title="Restore the whole bulk delete" size="md" centered>
        <Stack gap="md">
          {size.loading ? (
            <Loader size="sm" role="status" aria-label="Counting the rows" />
          ) : (
            <Text size="sm">
              {count === undefined
                ? 'Every row this bulk action deleted'
                : `The ${count} ${count === 1 ? 'row' : 'rows'} of this bulk action`}{' '}
              will be created again, each from its own entry; a row that cannot come back is named.
            </Text>
          )}
          {entry.restoreNeedsPassword && (
            <PasswordInput label="New password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={restoring.loading} disabled={entry.restoreNeedsPassword && !password} onClick={() => void run()}>
              Restore all
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
