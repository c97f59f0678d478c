import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { execute, GraphQLError, printSchema, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { setBounded } from '../../upstream/session-cache';
import type { WeighedCache } from './weighed-cache';
import { documentWeight } from './weighed-cache';

// Apollo Server's `gateway` option lets us replace its executor. graphql-jit
// compiles each distinct operation into a specialised JavaScript function
// once, then runs that function per request: a large share of the gateway's
// CPU time per request goes away (issue 4 §6). Parsing, validation (limits
// included), context, error formatting and plugins all stay Apollo's, so the
// behaviour clients see is unchanged.
//
// Only an operation asked for again is compiled (issue 42): its first run is graphql-js's
// `execute`, so a client sending a new document per request costs no compile and no code. The
// compiled operations are weighed within their share of the replica's budget (cache-budget.ts);
// one heavier than a cache entry may be runs with `execute` every time.

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/** Operations run once and not compiled yet, by key (a hash and a name: small). */
const MAX_SEEN = 2_000;
const RUN_ONCE = 'once';
const TOO_HEAVY = 'too heavy';

export function createJitGateway(schema: GraphQLSchema, compiled: WeighedCache<string, CompiledQuery>): GatewayInterface {
  // Query hash + operation name → compiled operation, least recently used evicted first.
  const seen = new Map<string, typeof RUN_ONCE | typeof TOO_HEAVY>();

  const executor: GatewayExecutor = async (rc) => {
    // Apollo resolves the operation before executing and passes `null` as the
    // operation name when the request names one the document lacks. Compiling
    // with that null would run the document's only operation instead, and
    // Apollo then answers 500; graphql-js answers the request error below,
    // which Apollo turns into the standard 400.
    if (!rc.operation) return { errors: [unknownOperation(rc.request.operationName)] };
    const key = rc.operationName ? `${rc.queryHash}:${rc.operationName}` : rc.queryHash;
    let query = compiled.get(key);
    if (!query) {
      const before = seen.get(key);
      if (before === undefined) setBounded(seen, key, RUN_ONCE, MAX_SEEN);
      if (before !== RUN_ONCE) {
        const { document, operationName, context } = rc;
        return normalizeErrors(
          await execute({ schema, document, operationName, contextValue: context, variableValues: rc.request.variables }),
        );
      }
      const result = compileQuery(schema, rc.document, rc.operationName ?? undefined, {
        disablingCapturingStackErrors: true,
      });
      if (!isCompiledQuery(result)) return normalizeErrors(result);
      query = result;
      seen.delete(key);
      if (!compiled.set(key, query, documentWeight(rc.source, rc.document, true))) setBounded(seen, key, TOO_HEAVY, MAX_SEEN);
    }
    return normalizeErrors(await query.query(undefined, rc.context, rc.request.variables ?? {}));
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async load() {
      return { executor };
    },
    async stop() {
      compiled.clear();
      seen.clear();
    },
  };
}

function unknownOperation(name: string | undefined): GraphQLError {
  return new GraphQLError(
    name ? `Unknown operation named "${name}".` : 'Must provide operation name if query contains multiple operations.',
  );
}

/**
 * graphql-jit builds its own error objects: they pass `instanceof
 * GraphQLError` but have no `extensions` unless the thrown error had some, and
 * Apollo's error formatting reads `extensions.code`. Errors without it are
 * rebuilt as real GraphQLErrors (keeping path, locations and the original
 * error, so formatError can log and mask them). A result without `data` is a
 * request error (variable coercion), which graphql-js would report as
 * BAD_USER_INPUT. Only runs when there are errors.
 */
export function normalizeErrors<T extends ExecutionResult>(result: T): T {
  if (!result.errors) return result;
  const requestError = result.data === undefined;
  if (!requestError && result.errors.every((e) => e.extensions)) return result;
  return {
    ...result,
    errors: result.errors.map((e) => {
      if (e.extensions && !requestError) return e;
      const error = new GraphQLError(e.message, {
        path: e.path,
        originalError: e.originalError ?? undefined,
        extensions: requestError ? { code: 'BAD_USER_INPUT' } : undefined,
      });
      if (e.locations) (error as { locations?: GraphQLError['locations'] }).locations = e.locations;
      return error;
    }),
  };
}
