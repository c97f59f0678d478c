import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OperationTypeNode } from 'graphql';
import type { GatewayContext } from '../context';
import type { NodeHandler } from '../http/front-door';
import { answerBodyProblem, answerErrors, isBodyProblem, readJsonBody } from '../http/json-body';
import { inOperationSpan, type OperationSpan } from '../telemetry/operation-span';
import { persistedHash, responseType, runTrustedDocument, type FastPathDeps } from './documents/fast-path';
import type { TextDocuments } from './documents/text-documents';
import { HASH_MISMATCH, hashNamesText, TRUSTED_ONLY, type TrustedDocument, type TrustedDocuments } from './documents/trusted-documents';
import { MARKED_NOT_QUERY, markedButNotQuery, RETRYABLE_HEADER } from './retryable-marker';
import { SUBSCRIPTIONS_ON_STREAM } from './live/subscriptions-elsewhere';
import { countApolloAnswer, countRefusal, noteAnswers, type ApolloAnswer } from './request-outcome';

// The /graphql endpoint: Apollo Server's own HTTP pipeline (CSRF prevention,
// parsing, validation, execution, formatError) fed straight from Node's
// request. It replaces `expressMiddleware` + `express.json()`: profiling the
// users page showed their per-request header copying, `url.parse` and
// body-parser machinery as a visible share of the gateway's hop, for nothing
// Apollo needs beyond the parsed JSON body and the headers.

export interface TrustedDocumentsOptions {
  documents: TrustedDocuments;
  /** Refuse every document that is not one of them (TRUSTED_DOCUMENTS_ONLY). */
  only: boolean;
  /** Texts asked for again, compiled (text-documents.ts); null when only trusted documents run. */
  texts: TextDocuments | null;
  fastPath: Omit<FastPathDeps, 'createContext'>;
}

/** A request whose body an earlier middleware may have parsed already (multipart uploads, on Express's route). */
type BodyRequest = IncomingMessage & { body?: unknown };

const MARKED_NOT_QUERY_ERROR = JSON.stringify({ errors: [{ message: MARKED_NOT_QUERY, extensions: { code: 'BAD_REQUEST' } }] });

export function graphqlHandler(
  apollo: ApolloServer<GatewayContext>,
  createContext: (req: IncomingMessage, res: ServerResponse, span: OperationSpan | null) => GatewayContext,
  maxBodyBytes: number,
  trusted: TrustedDocumentsOptions,
): NodeHandler {
  const metrics = trusted.fastPath.metrics;
  return async (req: BodyRequest, res, next) => {
    const started = performance.now();
    try {
      // An earlier middleware (multipart uploads) may have parsed the body already.
      const body: unknown = req.body !== undefined ? req.body : await readJsonBody(req, maxBodyBytes);
      if (isBodyProblem(body)) {
        answerBodyProblem(res, body, maxBodyBytes);
        countRefusal(metrics.forOperation(null, null, false), started, res.statusCode, null);
        return;
      }
      const hash = persistedHash(body);
      const document = hash ? trusted.documents.get(hash) : undefined;
      // A GET (or a non-JSON body) carries no persisted-query fields here: Apollo reads the request itself.
      const request = (body !== null && typeof body === 'object' ? body : {}) as {
        query?: unknown;
        operationName?: unknown;
        variables?: unknown;
        extensions?: Record<string, unknown>;
      };
      if (document?.operationType === OperationTypeNode.SUBSCRIPTION) {
        answerErrors(res, 400, SUBSCRIPTIONS_ON_STREAM, 'BAD_REQUEST');
        countRefusal(metrics.forDocument(document), started, 400, 'BAD_REQUEST');
        return;
      }
      if (document && markedButNotQuery(req.headers[RETRYABLE_HEADER], document.operationType)) {
        res.statusCode = 400;
        res.setHeader('content-type', 'application/json; charset=utf-8').end(MARKED_NOT_QUERY_ERROR);
        countRefusal(metrics.forDocument(document), started, 400, 'BAD_REQUEST');
        return;
      }
      // A text asked for before, compiled, takes the fast path as a trusted document does (a JSON
      // POST only: its content type is what CSRF prevention asks of a request Apollo would run).
      const fromText = !hash && trusted.texts && typeof request.query === 'string' && req.method === 'POST' && typeof body === 'object';
      const textDocument = fromText ? trusted.texts!.get(request.query as string) : undefined;
      if (textDocument && !markedButNotQuery(req.headers[RETRYABLE_HEADER], textDocument.operationType)) {
        if (await fastPath(textDocument, request, req, res, trusted, createContext)) return;
      }
      if (document) {
        // A JSON POST naming a known hash: the fast path (multipart uploads and anything
        // unusual go on to Apollo with the trusted text in place of whatever was sent).
        if (await fastPath(document, request, req, res, trusted, createContext)) return;
        request.query = document.text;
        delete request.extensions!.persistedQuery;
      } else if (hash && typeof request.query === 'string' && (request.extensions!.persistedQuery as { version?: unknown }).version === 1) {
        // A text with a hash the gateway does not know runs only when the hash is the text's own
        // (sha256 of the text as sent, as Apollo's protocol and codegen's manifest both compute it).
        if (!hashNamesText(hash, request.query)) {
          answerErrors(res, 400, HASH_MISMATCH, 'BAD_REQUEST');
          countRefusal(metrics.forOperation(null, null, false), started, 400, 'BAD_REQUEST');
          return;
        }
        delete request.extensions!.persistedQuery;
      }
      // A server's request always has both (Node's type allows a client's, which has neither).
      const url = req.url ?? '';
      const method = req.method ?? 'GET';
      const sendsText = typeof request.query === 'string' || (method === 'GET' && /[?&]query=/.test(url));
      if (trusted.only && sendsText && !document) {
        answerErrors(res, 400, TRUSTED_ONLY, 'TRUSTED_DOCUMENT_REQUIRED');
        countRefusal(metrics.forOperation(null, null, false), started, 400, 'TRUSTED_DOCUMENT_REQUIRED');
        return;
      }
      const headers = new HeaderMap();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const queryAt = url.indexOf('?');
      const answer: ApolloAnswer = { byHash: document !== undefined };
      const result = await inOperationSpan((span) =>
        apollo.executeHTTPGraphQLRequest({
          httpGraphQLRequest: noteAnswers(
            { method: method.toUpperCase(), headers, search: queryAt === -1 ? '' : url.slice(queryAt), body },
            answer,
          ),
          context: async () => createContext(req, res, span),
        }),
      );
      for (const [name, value] of result.headers) res.setHeader(name, value);
      res.statusCode = result.status ?? 200;
      countApolloAnswer(metrics, answer, started, res.statusCode);
      if (result.body.kind === 'complete') {
        res.end(result.body.string);
        return;
      }
      for await (const chunk of result.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      // Unanswered yet: the final handler answers 500. (An answer already out was counted.)
      if (!res.headersSent) countRefusal(metrics.forOperation(null, null, false), started, 500, 'INTERNAL_SERVER_ERROR');
      next(error);
    }
  };
}

/** Runs a compiled document on the fast path when the request is a plain JSON POST of it; false otherwise (Apollo's path). */
async function fastPath(
  document: TrustedDocument,
  request: { operationName?: unknown; variables?: unknown },
  req: BodyRequest,
  res: ServerResponse,
  trusted: TrustedDocumentsOptions,
  createContext: (req: IncomingMessage, res: ServerResponse, span: OperationSpan | null) => GatewayContext,
): Promise<boolean> {
  const sameOperation = request.operationName == null || request.operationName === document.operationName;
  const plainVariables = request.variables == null || (typeof request.variables === 'object' && !Array.isArray(request.variables));
  const compiled = document.compiled;
  const contentType = responseType(req.headers.accept);
  if (!compiled || req.method !== 'POST' || req.body !== undefined || !sameOperation || !plainVariables || contentType === null)
    return false;
  const variables = (request.variables ?? {}) as Record<string, unknown>;
  await inOperationSpan((span) =>
    runTrustedDocument(document, compiled, variables, contentType, req, res, span, { ...trusted.fastPath, createContext }),
  );
  return true;
}
