import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { ConfirmDeleteModal } from '../../shared/lists/confirm-delete-modal';
import type { UserRow } from './users-table';

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      deletedUserId
      userErrors {
        ...UserErrors
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
  const [deleteUser] = useMutation(DeleteUserMutation, {
    // The entity leaves the normalised cache; every list page holding it drops it.
    update(cache, { data }) {
      const id = data?.deleteUser.deletedUserId;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'User', id }) });
      cache.gc();
    },
  });

  return (
    <ConfirmDeleteModal
      opened={user !== null}
      title="Delete user"
      message={user ? `Are you sure you want to delete ${user.email}?` : ''}
      remove={async () => {
        const { data } = await deleteUser({ variables: { id: user!.id } });
        return data?.deleteUser.userErrors ?? [];
      }}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
