import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

// A load balancer may send a request again to another replica when the first one's connection
// closed under it, but only one that changes nothing: a query. It cannot read a GraphQL body, so
// the app marks its queries with this header (deploy/nginx.conf retries those), and the gateway
// refuses any other operation that carries the mark: a mutation is never run twice by a retry.

export const RETRYABLE_HEADER = 'x-graphql-operation';
export const RETRYABLE_VALUE = 'query';

export const MARKED_NOT_QUERY = 'Only a query may be marked retryable (x-graphql-operation: query).';

/** Whether a request marked retryable runs an operation other than a query. */
export function markedButNotQuery(headerValue: string | string[] | undefined, operation: string): boolean {
  return headerValue === RETRYABLE_VALUE && operation !== 'query';
}

/** The general path's check (text documents, uploads): refused before anything runs. */
export function retryableMarkerPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, operation }) {
          if (markedButNotQuery(request.http?.headers.get(RETRYABLE_HEADER) ?? undefined, operation?.operation ?? '')) {
            throw new GraphQLError(MARKED_NOT_QUERY, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }
        },
      };
    },
  };
}
