import type { ApolloServerPlugin, GraphQLRequestContextDidResolveOperation } from '@apollo/server';
import type { Logger } from 'pino';
import type { GatewayContext } from '../context';
import { infoLater } from '../logger';

/** The operation's span takes its name ('query UsersList') once Apollo knows it. */
async function nameSpan(rc: GraphQLRequestContextDidResolveOperation<GatewayContext>): Promise<void> {
  if (rc.operation) rc.contextValue.span?.updateName(`${rc.operation.operation} ${rc.operationName ?? '(anonymous)'}`);
}

/** One log line per GraphQL request: operation, duration, upstream calls, outcome. */
export function requestLogPlugin(logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      // Nothing to measure when nobody reads the line (tests, LOG_LEVEL=warn).
      if (!logger.isLevelEnabled('info')) return { didResolveOperation: nameSpan };
      const start = performance.now();
      return {
        didResolveOperation: nameSpan,
        async willSendResponse(rc) {
          infoLater(
            logger,
            {
              reqId: rc.contextValue.requestId,
              ...(rc.contextValue.span ? { traceId: rc.contextValue.span.spanContext().traceId } : {}),
              op: rc.operationName ?? null,
              ms: Math.round((performance.now() - start) * 10) / 10,
              upstreamCalls: rc.contextValue.stats.calls.length,
              errors: rc.errors?.length ?? 0,
              status: rc.response.http.status ?? 200,
            },
            'graphql request',
          );
        },
      };
    },
  };
}
