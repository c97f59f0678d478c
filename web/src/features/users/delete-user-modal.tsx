import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { ConfirmModal } from '../../shared/confirm-modal';
import { readableError } from '../../shared/error-message';
import { notifyError, notifySuccess } from '../../shared/notify';
import type { UserRow } from './users-table';

const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      deletedUserId
      userErrors {
        field
        message
      }
    }
  }
`);

interface DeleteUserModalProps {
  user: UserRow | null;
  onClose: () => void;
  /** Called after the user is gone (the list decides whether to step back a page). */
  onDeleted: () => void;
}

export function DeleteUserModal({ user, onClose, onDeleted }: DeleteUserModalProps) {
  const [deleteUser, { loading }] = useMutation(DeleteUserMutation, {
    // The entity leaves the normalised cache; every list page holding it drops it.
    update(cache, { data }) {
      const id = data?.deleteUser.deletedUserId;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'User', id }) });
      cache.gc();
    },
  });

  const confirm = async () => {
    if (!user) return;
    try {
      const { data } = await deleteUser({ variables: { id: user.id } });
      const firstError = data?.deleteUser.userErrors[0];
      if (firstError) {
        notifyError(firstError.message);
        return;
      }
      notifySuccess('Successfully deleted!');
      onClose();
      onDeleted();
    } catch (error) {
      notifyError(readableError(error));
    }
  };

  return (
    <ConfirmModal
      opened={user !== null}
      title="Delete user"
      message={user ? `Are you sure you want to delete ${user.email}?` : ''}
      confirmLabel="Delete"
      confirmColor="red"
      loading={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
