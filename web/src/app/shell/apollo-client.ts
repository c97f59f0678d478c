import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { featureTypePolicies } from '../features';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap, of, tap } from 'rxjs';
import { undoWritten } from '../../shared/activity/undo-written';
import { BATCH_HEADER, currentBatch } from '../../shared/bulk-actions/batch';
import { offerUndo, setUndoRunner } from '../../shared/notices/undo-offer';
import { documentHash } from '../../shared/requests/document-hash';
import { TAB_HEADERS } from '../../shared/requests/tab-id';
import { reportUnauthenticated, RETRYABLE_QUERY_HEADERS } from '../../shared/requests/graphql-request';
import { forgetPrefetched, takePrefetched } from '../../shared/requests/prefetched-queries';
import { refetchWhenBackOnline, retryFailedQueries } from './back-online';

// Any UNAUTHENTICATED answer (session expired or revoked upstream) signs the
// browser out: the registered handler clears state and shows /login.
const signOutOnUnauthenticated = new ErrorLink(({ error }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  if (error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) reportUnauthenticated();
});

// Same origin, cookie session: the app never sees a token. A JSON content type
// satisfies Apollo Server's CSRF prevention.
const http = new HttpLink({
  uri: '/graphql',
  credentials: 'same-origin',
  headers: { 'content-type': 'application/json', ...TAB_HEADERS },
});

// Trusted documents: the app's operations are known at build time, so it sends each one's
// hash instead of its text and the gateway runs the document it validated and compiled at
// start. A hash the gateway does not know (a new build against an older gateway) gets the
// standard PERSISTED_QUERY_NOT_FOUND, and the link sends the text once, without the hash (the
// gateway, as Apollo's protocol says, refuses a text beside a hash that is not the text's own,
// and the printed text Apollo sends is not byte for byte the one codegen hashed); the session's
// later operations then go as text.
const trusted = new PersistedQueryLink({
  generateHash: documentHash,
  useGETForHashedQueries: false,
  disable: ({ meta }) => meta.persistedQueryNotSupported || meta.persistedQueryNotFound,
});

// Queries carry the retryable mark: a load balancer may send one again to another replica when
// the first one's connection closed under it (deploy/nginx.conf); the gateway refuses the mark on
// a mutation, so a retry never writes twice.
const markQueries = new ApolloLink((operation, forward) => {
  if (operation.operationType === OperationTypeNode.QUERY) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, ...RETRYABLE_QUERY_HEADERS } }));
  }
  return forward(operation);
});

// A write made while a bulk action runs names it (shared/bulk-actions/batch.ts): Activity then
// restores the bulk delete's rows together.
const tagBulkRows = new ApolloLink((operation, forward) => {
  const batch = currentBatch();
  if (batch && operation.operationType === OperationTypeNode.MUTATION) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, [BATCH_HEADER]: batch } }));
  }
  return forward(operation);
});

// A query its route loader already sent (shared/requests/prefetched-queries.ts) is answered from that
// request; a failed one goes to the network as usual. A mutation makes them all stale.
const prefetched = new ApolloLink((operation, forward) => {
  if (operation.operationType !== OperationTypeNode.QUERY) {
    forgetPrefetched();
    return forward(operation);
  }
  const answer = takePrefetched(operation.operationName, operation.variables);
  if (!answer) return forward(operation);
  return from(answer).pipe(mergeMap((result) => (result ? of(result as ApolloLink.Result) : forward(operation))));
});

// A write's answer names the Activity entries it made (for who may revert): the success notice
// that follows carries Undo on exactly those (shared/notices/undo-offer.ts), whichever form saved.
const offerUndoOfWrites = new ApolloLink((operation, forward) => {
  if (operation.operationType !== OperationTypeNode.MUTATION) return forward(operation);
  return forward(operation).pipe(
    tap((result) => {
      const named: unknown = result.extensions?.activityEntries;
      if (Array.isArray(named) && named.length > 0 && named.every((ref) => typeof ref === 'string')) offerUndo(named);
    }),
  );
});

let current: { session: string; client: ApolloClient } | null = null;
// Back online, what the current session shows is fetched again (one listener for the page).
refetchWhenBackOnline(() => current?.client ?? null);

/**
 * The client of one signed-in session (`sessionKey`): the shell renders with it. Another session
 * (signed out and in again, another viewer) gets a new client, and an empty cache with it.
 */
export function apolloClientFor(session: string): ApolloClient {
  if (current?.session !== session) {
    const client = createApolloClient();
    current = { session, client };
    setUndoRunner((entries) => void undoWritten(client, entries));
  }
  return current.client;
}

function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      signOutOnUnauthenticated,
      offerUndoOfWrites,
      prefetched,
      retryFailedQueries,
      markQueries,
      tagBulkRows,
      trusted,
      http,
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        ...featureTypePolicies,
        // The tabs composed by app/ (Configurations, website edit) and the palette: a value
        // type stored inside its parent, not normalised.
        CurrencyRange: { keyFields: false },
        // One general configuration: the mutation's answer replaces the query's.
        GeneralSettings: { keyFields: [] },
        // A feed event's rating is relative to the stream it is a candidate of: kept per stream.
        FeedEvent: { keyFields: false },
        // One stream configuration: the save's answer replaces the query's.
        StreamConfiguration: { keyFields: [] },
        // A user, an icon and a word may share an id: a result is one thing of one kind.
        SearchResult: { keyFields: ['kind', 'id'] },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
    },
  });
}
