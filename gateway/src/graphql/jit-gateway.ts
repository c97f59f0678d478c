import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { GraphQLError, printSchema, type ExecutionResult, type GraphQLSchema } from 'graphql';

// Apollo Server's `gateway` option lets us replace its executor. graphql-jit
// compiles each distinct operation into a specialised JavaScript function
// once, then runs that function per request: a large share of the gateway's
// CPU time per request goes away (issue 4 §6). Parsing, validation (limits
// included), context, error formatting and plugins all stay Apollo's, so the
// behaviour clients see is unchanged.

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

const DEFAULT_MAX_COMPILED = 500;

export function createJitGateway(schema: GraphQLSchema, maxCompiled = DEFAULT_MAX_COMPILED): GatewayInterface {
  // Query hash + operation name → compiled operation. A Map keeps insertion
  // order, so re-inserting on use and evicting the first key is an LRU.
  const compiled = new Map<string, CompiledQuery>();

  const executor: GatewayExecutor = async (rc) => {
    // Apollo resolves the operation before executing and passes `null` as the
    // operation name when the request names one the document lacks. Compiling
    // with that null would run the document's only operation instead, and
    // Apollo then answers 500; graphql-js answers the request error below,
    // which Apollo turns into the standard 400.
    if (!rc.operation) return { errors: [unknownOperation(rc.request.operationName)] };
    const key = rc.operationName ? `${rc.queryHash}:${rc.operationName}` : rc.queryHash;
    let query = compiled.get(key);
    if (query) {
      compiled.delete(key);
      compiled.set(key, query);
    } else {
      const result = compileQuery(schema, rc.document, rc.operationName ?? undefined, {
        disablingCapturingStackErrors: true,
      });
      if (!isCompiledQuery(result)) return normalizeErrors(result);
      query = result;
      compiled.set(key, query);
      if (compiled.size > maxCompiled) compiled.delete(compiled.keys().next().value!);
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
