import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { ConfirmModal } from '../../shared/confirm-modal';
import { readableError } from '../../shared/error-message';
import { notifyError, notifySuccess } from '../../shared/notify';
import { removeWebsiteFromCachedPages } from './websites-cache';
import type { WebsiteRow } from './websites-table';

const DeleteWebsiteMutation = graphql(`
  mutation DeleteWebsite($id: ID!) {
    deleteWebsite(id: $id) {
      deletedWebsiteId
      userErrors {
        field
        message
      }
    }
  }
`);

interface DeleteWebsiteModalProps {
  website: WebsiteRow | null;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteWebsiteModal({ website, onClose, onDeleted }: DeleteWebsiteModalProps) {
  const [deleteWebsite, { loading }] = useMutation(DeleteWebsiteMutation, {
    // The entity leaves the normalised cache; every list page holding it drops it.
    update(cache, { data }) {
      const id = data?.deleteWebsite.deletedWebsiteId;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'Website', id }) });
      removeWebsiteFromCachedPages(cache);
      cache.gc();
    },
  });

  const confirm = async () => {
    if (!website) return;
    try {
      const { data } = await deleteWebsite({ variables: { id: website.id } });
      const firstError = data?.deleteWebsite.userErrors[0];
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
      opened={website !== null}
      title="Delete website"
      message={website ? `Are you sure you want to delete ${website.name}?` : ''}
      confirmLabel="Delete"
      confirmColor="red"
      loading={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
