import type { ApolloServerPlugin } from '@apollo/server';
import type { Logger } from 'pino';
import type { GatewayContext } from '../context';

/** One log line per GraphQL request: operation, duration, upstream calls, outcome. */
export function requestLogPlugin(logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      // Nothing to measure when nobody reads the line (tests, LOG_LEVEL=warn).
      if (!logger.isLevelEnabled('info')) return;
      const start = performance.now();
      return {
        async willSendResponse(rc) {
          logger.info(
            {
              reqId: rc.contextValue.requestId,
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
