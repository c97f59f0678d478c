import { useMutation } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../shared/confirm-modal';
import { readableError } from '../../shared/error-message';
import { notifyError, notifySuccess } from '../../shared/notify';
import { bulkDeleteSummary, type DeleteOutcome } from './bulk-delete';
import { DeleteUserMutation } from './delete-user-modal';
import type { UserRow } from './users-table';

/**
 * 'Delete selected (N)': one confirmation naming the count, then each user deleted in turn
 * (the gateway checks each, as for one), then a summary of what went and what did not.
 */
export function BulkDeleteUsers({ users, onDone }: { users: readonly UserRow[]; onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const [deleteUser] = useMutation(DeleteUserMutation);

  const run = async () => {
    setRunning(true);
    const outcomes: DeleteOutcome[] = [];
    for (const user of users) {
      try {
        const { data } = await deleteUser({ variables: { id: user.id } });
        const problem = data?.deleteUser.userErrors[0]?.message ?? (data?.deleteUser.deletedUserId ? null : 'The user was not deleted.');
        outcomes.push({ email: user.email, problem });
      } catch (error) {
        outcomes.push({ email: user.email, problem: readableError(error) });
      }
    }
    setRunning(false);
    setAsking(false);
    const summary = bulkDeleteSummary(outcomes);
    if (summary.deleted) notifySuccess(summary.deleted);
    for (const failure of summary.failed) notifyError(failure);
    onDone();
  };

  if (users.length === 0) return null;
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setAsking(true)}>
        Delete selected ({users.length})
      </Button>
      <ConfirmModal
        opened={asking}
        title="Delete users"
        message={`Are you sure you want to delete ${users.length === 1 ? '1 user' : `${users.length} users`}?`}
        confirmLabel="Delete"
        confirmColor="red"
        loading={running}
        onCancel={() => setAsking(false)}
        onConfirm={() => void run()}
      />
    </>
  );
}
