import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config';
import type { GatewayContext } from '../context';
import type { GraphQLSchema } from 'graphql';
import { createFormatError } from './format-error';
import { createJitGateway } from './jit-gateway';
import { maxAliasesRule, maxDepthRule } from './limits';
import { requestLogPlugin } from './request-log';
import { requestOutcomePlugin } from './request-outcome';
import { retryableMarkerPlugin } from './retryable-marker';
import { subscriptionsElsewherePlugin } from './subscriptions-elsewhere';

export function createApollo(
  config: GatewayConfig,
  logger: Logger,
  schema: GraphQLSchema,
  formatError = createFormatError(logger),
): ApolloServer<GatewayContext> {
  // graphql-jit replaces the executor through Apollo's `gateway` option (made for
  // Federation, the only executor hook Apollo Server 5 offers); see jit-gateway.ts.
  const execution = config.graphqlJit ? { gateway: createJitGateway(schema) } : { schema };
  return new ApolloServer<GatewayContext>({
    ...execution,
    logger,
    csrfPrevention: true,
    introspection: config.introspection,
    // "Did you mean …?" hints reveal the schema; hide them when introspection is off.
    hideSchemaDetailsFromClientErrors: !config.introspection,
    includeStacktraceInErrorResponses: false,
    formatError,
    validationRules: [maxDepthRule(config.limits.maxDepth), maxAliasesRule(config.limits.maxAliases)],
    parseOptions: { maxTokens: config.limits.maxTokens },
    // main.ts owns signal handling and shuts the HTTP server down first.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      // Measured (issue 4 §6): the cache-control plugin wraps every field
      // resolver and was the largest single cost per request; nothing here
      // uses HTTP caching of GraphQL responses.
      ApolloServerPluginCacheControlDisabled(),
      requestLogPlugin(logger),
      requestOutcomePlugin<GatewayContext>(),
      retryableMarkerPlugin<GatewayContext>(),
      subscriptionsElsewherePlugin<GatewayContext>(),
    ],
  });
}
