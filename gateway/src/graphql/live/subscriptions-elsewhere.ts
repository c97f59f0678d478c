import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, OperationTypeNode } from 'graphql';

// /graphql runs queries and mutations; subscriptions have their own door, /graphql/stream (issue
// 39). A subscription sent here is refused before anything of it runs: its `subscribe` would
// otherwise never be called and its events never sent, whatever answer came back.

export const SUBSCRIPTIONS_ON_STREAM = 'Subscriptions run on /graphql/stream (GraphQL over Server-Sent Events).';

export const subscriptionRefused = () =>
  new GraphQLError(SUBSCRIPTIONS_ON_STREAM, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

/** The general path's check (text documents, uploads, GET). */
export function subscriptionsElsewherePlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation === OperationTypeNode.SUBSCRIPTION) throw subscriptionRefused();
        },
      };
    },
  };
}
