import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';
import { OperationTypeNode } from 'graphql';

// A list that failed because the network or the gateway was away comes back on its own (issue 41):
// a query the network failed is tried again a few times, backing off; and when the browser comes
// back online, every query on screen is fetched again at once instead of waiting for a live event.

/** The network failed, or the gateway answered 5xx (a replica restarting): worth another try. */
const isPassing = (error: unknown) => !CombinedGraphQLErrors.is(error) && (!ServerError.is(error) || error.statusCode >= 500);

/**
 * Queries only (a mutation is never sent twice), while the browser is online (offline, the
 * `online` event refetches): after about 1 s, 2 s, 4 s, 8 s and 16 s, then the error shows.
 */
export const retryFailedQueries = new RetryLink({
  delay: { initial: 1000, max: 16_000, jitter: true },
  attempts: {
    max: 6,
    retryIf: (error, operation) => operation.operationType === OperationTypeNode.QUERY && navigator.onLine && isPassing(error),
  },
});

/** Refetches the active queries of the current client whenever the browser comes back online; returns the stop. */
export function refetchWhenBackOnline(currentClient: () => ApolloClient | null): () => void {
  const refetch = () =>
    void currentClient()
      ?.refetchObservableQueries()
      .catch(() => undefined);
  window.addEventListener('online', refetch);
  return () => window.removeEventListener('online', refetch);
}
