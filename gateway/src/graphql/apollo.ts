import { ApolloServer, type DocumentStore } from '@apollo/server';
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
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { CacheBudget } from './documents/cache-budget';
import { createFormatError } from './format-error';
import { createJitGateway } from './documents/jit-gateway';
import { maxAliasesRule, maxDepthRule } from './limits';
import { requestLogPlugin } from './request-log';
import { requestOutcomePlugin } from './request-outcome';
import { retryableMarkerPlugin } from './retryable-marker';
import { writtenEntriesPlugin } from './audit/written-entries';
import { subscriptionsElsewherePlugin } from './live/subscriptions-elsewhere';
import { documentWeight, type WeighedCache } from './documents/weighed-cache';

export function createApollo(
  config: GatewayConfig,
  logger: Logger,
  schema: GraphQLSchema,
  formatError = createFormatError(logger),
  budget = new CacheBudget(config.cacheBudgetBytes),
): ApolloServer<GatewayContext> {
  // graphql-jit replaces the executor through Apollo's `gateway` option (made for
  // Federation, the only executor hook Apollo Server 5 offers); see jit-gateway.ts.
  const execution = config.graphqlJit
    ? { gateway: createJitGateway(schema, budget.cache<string, CompiledQuery>('apolloCompiled')) }
    : { schema };
  return new ApolloServer<GatewayContext>({
    ...execution,
    // Apollo's own store of parsed documents is bounded by JSON length (30 MiB of it: several
    // times that in heap); this one weighs them within their share of the budget.
    documentStore: weighedDocumentStore(budget.cache('apolloParsed')),
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
      writtenEntriesPlugin(),
    ],
  });
}

/** Apollo's document store over a weighed cache: a document is weighed by its text and fields. */
function weighedDocumentStore(cache: WeighedCache<string, DocumentNode>): DocumentStore {
  return {
    get: async (key) => cache.get(key),
    set: async (key, document) => {
      cache.set(key, document, documentWeight(document.loc?.source.body ?? '', document, false));
    },
    delete: async (key) => cache.delete(key),
  };
}
