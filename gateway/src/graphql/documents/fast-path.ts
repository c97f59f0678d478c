import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError, OperationTypeNode, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import type { GatewayContext } from '../../context';
import type { OperationSpan } from '../../telemetry/operation-span';
import type { RequestMetrics } from '../../telemetry/request-metrics';
import { countResult } from '../request-outcome';
import { writtenEntriesExtension } from '../audit/written-entries';
import { normalizeErrors } from './jit-gateway';
import { infoLater } from '../../logger';
import type { CompiledQuery } from 'graphql-jit';
import type { TrustedDocument } from './trusted-documents';

// The lean path for a trusted document named by hash: the session from the cookie, the same
// context and DataLoaders, the compiled operation, the same formatError masking and codes, the
// same headers and log line; no parse, validation, query hashing or Apollo request pipeline.
// What Apollo Server would do with the same request is mirrored here and checked by the parity
// test (trusted-documents.parity.test.ts).

export type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

const GRAPHQL_RESPONSE = 'application/graphql-response+json; charset=utf-8';
const JSON_RESPONSE = 'application/json; charset=utf-8';

/** The `sha256Hash` of an APQ-style `extensions.persistedQuery`, if the body names one. */
export function persistedHash(body: unknown): string | null {
  const extensions = (body as { extensions?: { persistedQuery?: { sha256Hash?: unknown } } } | null)?.extensions;
  const hash = extensions?.persistedQuery?.sha256Hash;
  return typeof hash === 'string' ? hash : null;
}

/** Apollo's choice between the two JSON media types (an Accept header without either is not served here). */
export function responseType(accept: string | undefined): string | null {
  if (!accept) return JSON_RESPONSE;
  const quality = (type: string) => {
    let best = -1;
    for (const part of accept.split(',')) {
      const [range = '', ...params] = part.trim().split(';');
      const matches = range === type || range === '*/*' || range === 'application/*';
      if (!matches) continue;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const value = q ? Number(q.slice(2)) : 1;
      // An exact range outranks a wildcard of the same quality.
      best = Math.max(best, value + (range === type ? 0.0001 : 0));
    }
    return best;
  };
  const json = quality('application/json');
  const graphqlResponse = quality('application/graphql-response+json');
  if (json <= 0 && graphqlResponse <= 0) return null;
  return graphqlResponse > json ? GRAPHQL_RESPONSE : JSON_RESPONSE;
}

/** Apollo's formatting of one error: a code is always there, then formatError masks. */
export function formatOne(error: GraphQLError, formatError: FormatError): GraphQLFormattedError {
  const { http: _http, ...rest } = (error.extensions ?? {}) as Record<string, unknown>;
  const extensions = { ...rest, code: rest.code ?? 'INTERNAL_SERVER_ERROR' };
  return formatError({ ...error.toJSON(), extensions }, error);
}

export interface FastPathDeps {
  createContext: (req: IncomingMessage, res: ServerResponse, span: OperationSpan | null) => GatewayContext;
  formatError: FormatError;
  logger: Logger;
  metrics: RequestMetrics;
}

export async function runTrustedDocument(
  document: TrustedDocument,
  compiled: CompiledQuery,
  variables: Record<string, unknown>,
  /** The response's media type, as `responseType` chose it from the request's Accept. */
  contentType: string,
  req: IncomingMessage,
  res: ServerResponse,
  span: OperationSpan | null,
  deps: FastPathDeps,
): Promise<void> {
  const start = performance.now();
  span?.updateName(`${document.operationType} ${document.operationName ?? '(anonymous)'}`);
  const ctx = deps.createContext(req, res, span);
  let result = (await compiled.query(undefined, ctx, variables)) as ExecutionResult;
  result = normalizeErrors(result);
  const written = document.operationType === OperationTypeNode.MUTATION ? await writtenEntriesExtension(ctx) : null;
  if (written) result = { ...result, extensions: { ...result.extensions, ...written } };
  let status = 200;
  let body: string;
  if (result.errors) {
    // graphql-js reports a request error (variables) without data: Apollo answers it with 400.
    if (result.data === undefined) status = 400;
    const errors = result.errors.map((e) => formatOne(e, deps.formatError));
    body = JSON.stringify({ errors, data: result.data, extensions: result.extensions }) + '\n';
  } else if (written) {
    // The compiled stringify writes `data` alone.
    body = JSON.stringify(result) + '\n';
  } else {
    // Apollo ends its JSON with a newline; so does this.
    body = compiled.stringify(result) + '\n';
  }
  res.statusCode = status;
  res.setHeader('content-type', contentType);
  res.end(body);
  countResult(
    deps.metrics.forDocument(document),
    start,
    status,
    result.errors,
    result.data,
    document.operationType === OperationTypeNode.MUTATION,
  );
  if (deps.logger.isLevelEnabled('info')) {
    infoLater(
      deps.logger,
      {
        reqId: ctx.requestId,
        ...(span ? { traceId: span.spanContext().traceId } : {}),
        op: document.operationName,
        ms: Math.round((performance.now() - start) * 10) / 10,
        upstreamCalls: ctx.stats.calls.length,
        errors: result.errors?.length ?? 0,
        status,
        // A text compiled on its second request (text-documents.ts) has no manifest hash.
        trusted: document.hash !== '',
      },
      'graphql request',
    );
  }
}
