import { useApolloClient } from '@apollo/client/react';
import { useRouteLoaderData } from 'react-router';
import { graphql } from '../../gql';
import { notifyError, notifySuccess } from '../notices/notify';
import { readableError } from '../requests/error-message';

// Undo in a delete's notice (issue 43): the same restore as the Activity screen's, a compensating
// write (other staff, live lists and other replicas see the delete and the restore), run on the
// record's newest delete entry. Offered to those who read Activity (admins and developers).

const DeleteEntryQuery = graphql(`
  query DeleteEntryToUndo($filter: ActivityFilter) {
    activity(filter: $filter, pageSize: 1) {
      items {
        id
        undo
      }
    }
  }
`);

const RestoreDeletedMutation = graphql(`
  mutation RestoreDeleted($id: ID!) {
    restoreActivity(id: $id) {
      reverted
      userErrors {
        message
      }
    }
  }
`);

/** Undo for the notice after deleting a record of `entityType`, or undefined when the viewer cannot restore. */
export function useUndoDelete(entityType: string, operation: string): ((id: string) => () => void) | undefined {
  const client = useApolloClient();
  const viewer = useRouteLoaderData<{ canReadActivity?: boolean } | null>('home');
  if (!viewer?.canReadActivity) return undefined;
  return (entityId) => () => {
    void (async () => {
      try {
        const { data } = await client.query({
          query: DeleteEntryQuery,
          variables: { filter: { entityType, entityId, operation } },
          fetchPolicy: 'network-only',
        });
        const entry = data?.activity.items[0];
        if (entry?.undo !== 'RESTORE') return notifyError('This delete is not in Activity yet: restore it from Activity.');
        const { data: restored } = await client.mutate({ mutation: RestoreDeletedMutation, variables: { id: entry.id } });
        const error = restored?.restoreActivity.userErrors[0];
        if (error) return notifyError(error.message);
        await client.refetchObservableQueries();
        notifySuccess('Restored');
      } catch (error) {
        notifyError(readableError(error));
      }
    })();
  };
}
