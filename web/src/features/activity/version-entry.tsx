import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ActivityEntry_EntryFragment as ActivityRow } from '../../gql/graphql';
import { formatLocal } from '../../shared/format/local-time';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { ChangesTable } from './changes-table';

// Back to a version (issue 43): on an entry of a record's History, the record as that entry left
// it against the record now, and "Restore this version", which writes every field that differs
// in one save of the area's own (a revert, linked to this entry).

const ActivityVersionQuery = graphql(`
  query ActivityVersion($id: ID!) {
    activityVersion(id: $id) {
      changes {
        field
        before
        after
      }
      unavailable
    }
  }
`);

const RestoreVersionMutation = graphql(`
  mutation RestoreVersion($id: ID!) {
    restoreVersion(id: $id) {
      ...RevertOutcome
    }
  }
`);

/** "Back to this version" on an entry that left its record in a state its area writes back whole. */
export function VersionEntry({ entry, onDone }: { entry: ActivityRow; onDone: () => void }) {
  const [opened, setOpened] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const version = useQuery(ActivityVersionQuery, { variables: { id: entry.id }, skip: !opened, fetchPolicy: 'network-only' });
  const [restore, restoring] = useMutation(RestoreVersionMutation, { refetchQueries: ['ActivityList'] });
  // Only where the gateway can write the record back whole: not a delete, nor an import's entry.
  if (!entry.backToVersion) return null;
  const answer = version.data?.activityVersion;

  const close = () => {
    setOpened(false);
    setRefusal(null);
  };

  async function run() {
    try {
      const outcome = (await restore({ variables: { id: entry.id } })).data?.restoreVersion;
      if (!outcome) return;
      if (outcome.reverted.length > 0) {
        notifySuccess('Version restored');
        close();
        onDone();
        return;
      }
      setRefusal(outcome.userErrors.map((error) => error.message).join(' ') || 'The version could not be restored.');
    } catch (error) {
      notifyError(error instanceof Error ? error.message : 'The version could not be restored.');
    }
  }

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Back to this version
      </Button>
      <Modal opened={opened} onClose={close} title="This version against now" size="lg" centered>
        <Stack gap="md">
          <Text size="sm">
            The record as {entry.userEmail ?? 'someone'} left it at {formatLocal(entry.at, 'DD/MM/YYYY HH:mm')}:
          </Text>
          {version.loading && <Loader size="sm" role="status" aria-label="Reading this version" />}
          {version.error && <Alert color="red">{version.error.message}</Alert>}
          {answer && answer.changes.length > 0 && (
            <ChangesTable label="Version against now" headings={['Now', 'This version']} changes={answer.changes} />
          )}
          {(answer?.unavailable ?? refusal) && (
            <Alert color={refusal ? 'red' : 'gray'} title="Cannot be restored">
              {refusal ?? answer?.unavailable}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={restoring.loading} disabled={!answer || answer.unavailable !== null} onClick={() => void run()}>
              Restore this version
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
