import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ActivityEntry_EntryFragment as ActivityRow, RevertActivityMutation } from '../../gql/graphql';
import { formatLocal } from '../../shared/format/local-time';
import { notifyError, notifySuccess } from '../../shared/notices/notify';

// Revert an update, restore a delete (issue 43): a confirm modal shows what will be written and
// what cannot come back; a field changed since is refused naming who and when, and the others may
// be reverted alone.

// What a revert or a restore answers: whether it wrote, the record, and each field it refused.
export const RevertOutcomeFragment = graphql(`
  fragment RevertOutcome on RevertActivityPayload {
    reverted
    entityId
    userErrors {
      field
      message
      code
      changedBy
      changedAt
    }
  }
`);

const RevertEntryMutation = graphql(`
  mutation RevertActivity($id: ID!, $fields: [String!]) {
    revertActivity(id: $id, fields: $fields) {
      ...RevertOutcome
    }
  }
`);

const RestoreEntryMutation = graphql(`
  mutation RestoreActivity($id: ID!, $password: String) {
    restoreActivity(id: $id, password: $password) {
      ...RevertOutcome
    }
  }
`);

type Refusal = RevertActivityMutation['revertActivity']['userErrors'][number];

function refusalText(refusal: Refusal): string {
  const when = refusal.changedAt ? ` at ${formatLocal(refusal.changedAt, 'DD/MM/YYYY HH:mm')}` : '';
  if (refusal.code === 'CHANGED_SINCE') return `changed since by ${refusal.changedBy ?? 'someone outside the back-office'}${when}`;
  return refusal.message;
}

/** An import's revert writes back the rows its entry kept: its fields are counts, shown as they are. */
const ROWS_INTRO =
  'The rows this write changed will be written back as they were; a row changed since is left as it is and named. What it wrote:';

/** Each field with one side of its change: what a revert writes back (before), or what an import wrote (after: its counts). */
function FieldValues({ label, changes, side }: { label: string; changes: ActivityRow['changes']; side: 'before' | 'after' }) {
  return (
    <Table aria-label={label} striped layout="fixed">
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td w="40%">
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {change.field}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{change[side] ?? '(none)'}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Revert or Restore on an entry the viewer may put back, with its confirm modal. */
export function UndoEntry({ entry, onDone }: { entry: ActivityRow; onDone: () => void }) {
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [written, setWritten] = useState(false);
  const [revert, reverting] = useMutation(RevertEntryMutation, { refetchQueries: ['ActivityList'] });
  const [restore, restoring] = useMutation(RestoreEntryMutation, { refetchQueries: ['ActivityList'] });
  if (!entry.undo) return null;
  const isRevert = entry.undo === 'REVERT';
  const refusedFields = new Set(refused.map((r) => r.field));
  const others = entry.changes.map((c) => c.field).filter((field) => !refusedFields.has(field));

  const close = () => {
    // The rows left after a revert that wrote the others were shown here: the details close now.
    if (written) onDone();
    setOpened(false);
    setRefused([]);
    setWritten(false);
    setPassword('');
  };

  async function run(fields: string[] | null) {
    try {
      const answer = isRevert
        ? (await revert({ variables: { id: entry.id, fields } })).data?.revertActivity
        : (await restore({ variables: { id: entry.id, password: password || null } })).data?.restoreActivity;
      if (!answer) return;
      if (answer.reverted.length > 0) {
        notifySuccess(isRevert ? 'Change reverted' : 'Record restored');
        // A revert of many rows (an import) may write most and leave some: the modal says which.
        if (answer.userErrors.length > 0) {
          setWritten(true);
          setRefused(answer.userErrors);
          return;
        }
        close();
        return onDone();
      }
      setRefused(answer.userErrors);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : 'The change could not be put back.');
    }
  }

  const action = isRevert ? 'Revert' : 'Restore';
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {action}
      </Button>
      <Modal opened={opened} onClose={close} title={isRevert ? 'Revert this change' : 'Restore this record'} size="lg" centered>
        <Stack gap="md">
          {entry.revertsRows ? (
            <>
              <Text size="sm">{ROWS_INTRO}</Text>
              <FieldValues label="What it wrote" changes={entry.changes} side="after" />
            </>
          ) : (
            <>
              <Text size="sm">
                {isRevert ? 'These fields will be written back as they were before the change:' : 'The record will be created again with:'}
              </Text>
              <FieldValues label="Values to write" changes={entry.changes} side="before" />
            </>
          )}
          {entry.restoreLoses && (
            <Alert color="yellow" title="What cannot come back">
              {entry.restoreLoses}
            </Alert>
          )}
          {entry.restoreNeedsPassword && (
            <PasswordInput label="New password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          )}
          {refused.length > 0 && (
            <Alert color="red" title={written ? 'Written back, except' : 'Not put back'}>
              <List size="sm">
                {refused.map((r, index) => (
                  <List.Item key={`${index}:${r.field ?? ''}:${r.code ?? ''}`}>
                    {r.field ? `${r.field}: ` : ''}
                    {refusalText(r)}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {written ? 'Close' : 'Cancel'}
            </Button>
            {written ? null : isRevert && !entry.revertsRows && refused.length > 0 && others.length > 0 ? (
              <Button loading={reverting.loading} onClick={() => void run(others)}>
                Revert the other fields
              </Button>
            ) : (
              <Button loading={reverting.loading || restoring.loading} onClick={() => void run(null)}>
                {action}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
