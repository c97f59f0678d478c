import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { ConfirmDeleteModal } from '../../shared/lists/confirm-delete-modal';
import { removeWebsiteFromCachedPages } from './websites-cache';
import type { WebsiteRow } from './websites-table';

const DeleteWebsiteMutation = graphql(`
  mutation DeleteWebsite($id: ID!) {
    deleteWebsite(id: $id) {
      deletedWebsiteId
      userErrors {
        ...UserErrors
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
  const [deleteWebsite] = useMutation(DeleteWebsiteMutation, {
    // The entity leaves the normalised cache; every list page holding it drops it.
    update(cache, { data }) {
      const id = data?.deleteWebsite.deletedWebsiteId;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'Website', id }) });
      removeWebsiteFromCachedPages(cache);
      cache.gc();
    },
  });

  return (
    <ConfirmDeleteModal
      opened={website !== null}
      title="Delete website"
      message={website ? `Are you sure you want to delete ${website.name}?` : ''}
      remove={async () => {
        const { data } = await deleteWebsite({ variables: { id: website!.id } });
        return data?.deleteWebsite.userErrors ?? [];
      }}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
