import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError, subscribe, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { viewerFingerprint, type ViewerModel } from '../../access/viewer-model';
import type { GatewayContext, RequestInfo } from '../../context';
import { ErrorCode, errorCode, hasCode } from '../../errors';
import { JSON_TYPE } from '../../http/front-door';
import { answerBodyProblem, answerErrors, isBodyProblem, readJsonBody } from '../../http/json-body';
import { openEventStream, type EventStream } from '../../http/sse';
import type { RequestMetrics } from '../../telemetry/request-metrics';
import { formatOne, type FormatError } from '../documents/fast-path';
import type { LiveStreams, StreamEnd } from './live-streams';
import { isRefusal, type Refusal, type StreamDocuments } from './stream-documents';

// POST /graphql/stream: GraphQL subscriptions over Server-Sent Events, behind the same door as
// /graphql (issue 39). In order: a JSON body (what CSRF prevention asks: a cross-site form cannot
// send one without a preflight) within /graphql's size limit, a session before any of the body is
// read, a signed-in viewer, a document under /graphql's rules and a subscription only (nothing
// else is executed), a place within the session's and the replica's stream limits; then the
// subscription runs with the request's context, its errors masked as /graphql masks them, and
// `live-streams.ts` keeps checking who the viewer is while the stream is open. One log line per
// request, with its request id, and one count in the request metrics, when it is refused or when
// its stream ends.

export interface StreamHandlerDeps {
  schema: GraphQLSchema;
  documents: StreamDocuments;
  streams: LiveStreams;
  /** The request's context, built as /graphql builds it. */
  contextFor: (req: Request, res: Response) => GatewayContext;
  /** A context for the same session without the request (an open stream's viewer, read again). */
  createContext: (request: RequestInfo) => GatewayContext;
  formatError: FormatError;
  logger: Logger;
  /** Counts each stream once, refused or ended, by operation and outcome (its length is not a latency). */
  metrics: RequestMetrics;
  maxBodyBytes: number;
}

const SIGNED_OUT = 'You are not signed in.';
const SESSION_ENDED = 'Your session has ended: sign in again.';

export function streamHandler(deps: StreamHandlerDeps): RequestHandler {
  return async (req, res, next) => {
    const started = performance.now();
    const log = (status: number, operationName: string | null, extra: Record<string, unknown> = {}) => {
      // Counted once, refused or ended (its length is not a latency).
      const error = typeof extra.code === 'string' ? extra.code : typeof extra.error === 'string' ? extra.error : null;
      const outcome = status !== 200 ? 'http_error' : error ? 'graphql_error' : 'ok';
      const type = outcome === 'http_error' ? null : 'subscription';
      deps.metrics.forOperation(operationName, type, extra.trusted === true).record(null, outcome, error, status);
      if (!deps.logger.isLevelEnabled('info')) return;
      const ms = Math.round((performance.now() - started) * 10) / 10;
      deps.logger.info({ reqId: req.requestId, op: operationName, ms, status, stream: true, ...extra }, 'graphql request');
    };
    const refuse = ({ status, message, code }: Refusal, headers?: Record<string, string>) => {
      answerErrors(res, status, message, code, headers);
      log(status, null, { code });
    };
    try {
      if (!JSON_TYPE.test(req.headers['content-type'] ?? '')) {
        return refuse({ status: 415, message: 'The live stream takes a JSON body (content-type: application/json).', code: 'BAD_REQUEST' });
      }
      if (!/\btext\/event-stream\b/.test(req.headers.accept ?? '')) {
        return refuse({ status: 406, message: 'The live stream answers text/event-stream only.', code: 'BAD_REQUEST' });
      }
      const ctx = deps.contextFor(req, res);
      // No session: refused before a byte of the body is read.
      if (!ctx.session) return refuse({ status: 401, message: SIGNED_OUT, code: 'UNAUTHENTICATED' });
      const body = await readJsonBody(req, deps.maxBodyBytes);
      if (isBodyProblem(body)) {
        answerBodyProblem(res, body, deps.maxBodyBytes);
        return log(res.statusCode, null);
      }
      const request = (body !== null && typeof body === 'object' ? body : {}) as {
        query?: unknown;
        operationName?: unknown;
        variables?: unknown;
      };
      const viewer = await ctx.viewer().catch((error: unknown) => {
        if (hasCode(error, ErrorCode.UPSTREAM_UNAVAILABLE)) return 'unavailable' as const;
        throw error;
      });
      if (viewer === 'unavailable') {
        return refuse(
          { status: 503, message: 'Who you are cannot be checked right now.', code: 'UPSTREAM_UNAVAILABLE' },
          { 'retry-after': '5' },
        );
      }
      if (!viewer) return refuse({ status: 401, message: SIGNED_OUT, code: 'UNAUTHENTICATED' });
      const named = deps.documents.resolve(request);
      if (isRefusal(named)) return refuse(named);
      const variables = request.variables ?? {};
      if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) {
        return refuse({ status: 400, message: 'The variables must be an object.', code: 'BAD_REQUEST' });
      }
      const sessionKey = ctx.services.viewerCache.keyForSession(ctx.session);
      const slot = deps.streams.reserve(sessionKey, viewer, viewerReader(deps.createContext, req));
      if (slot === 'session') {
        return refuse(
          { status: 429, message: 'Too many live streams are open for this session: close some of its tabs.', code: 'TOO_MANY_STREAMS' },
          { 'retry-after': '30' },
        );
      }
      if (slot === 'replica') {
        return refuse(
          { status: 503, message: 'This server holds all the live streams it can.', code: 'TOO_MANY_STREAMS' },
          { 'retry-after': '5' },
        );
      }
      // The subscription listens before the stream opens: a client told 200 is already hearing.
      const result = await subscribe({
        schema: deps.schema,
        document: named.document,
        operationName: named.operationName,
        variableValues: variables as Record<string, unknown>,
        contextValue: ctx,
      }).catch((error: unknown) => {
        slot.release();
        throw error;
      });
      const source = Symbol.asyncIterator in result ? result : null;
      if (res.destroyed) {
        // The client went away meanwhile.
        slot.release();
        return void source?.return?.();
      }
      let events = 0;
      let ended: StreamEnd | 'client' | 'done' = 'client';
      let refusedBy: string | undefined;
      const stream = openEventStream(res, () => {
        slot.release();
        void source?.return?.();
        log(200, named.operationName, { events, ended, trusted: named.trusted, ...(refusedBy && { error: refusedBy }) });
      });
      const send = (value: ExecutionResult) => {
        events += 1;
        deps.streams.countEvent();
        stream.next(formatResult(value, deps.formatError));
      };
      if (!source) {
        // Refused by its resolver (no right to the record, bad arguments): said once, then done.
        ended = 'done';
        refusedBy = errorCode((result as ExecutionResult).errors?.[0]) ?? 'INTERNAL_SERVER_ERROR';
        send(result as ExecutionResult);
        return stream.complete();
      }
      slot.open({
        fingerprint: viewerFingerprint(viewer),
        end(reason) {
          ended = reason;
          if (reason === 'signed-out') send({ errors: [unauthenticatedError()] });
          if (reason === 'closing') stream.drop();
          else stream.complete();
        },
      });
      await pump(source, send, stream);
      if (!stream.ended) {
        ended = 'done';
        stream.complete();
      }
    } catch (error) {
      // Before the stream opened: the final handler answers (masked). After: the stream ends.
      if (!res.headersSent) next(error);
      else res.end();
    }
  };
}

async function pump(source: AsyncIterator<ExecutionResult>, send: (result: ExecutionResult) => void, stream: EventStream) {
  for (;;) {
    const step: IteratorResult<ExecutionResult> = await source.next();
    if (step.done || stream.ended) return;
    send(step.value);
  }
}

/** The session's viewer read afresh, keeping nothing of the request but the headers that name the session. */
function viewerReader(createContext: StreamHandlerDeps['createContext'], req: Request): () => Promise<ViewerModel | null> {
  const { cookie, authorization } = req.headers;
  const session: RequestInfo = {
    headers: { cookie, authorization, 'activation-token': req.headers['activation-token'] },
    secure: req.secure,
  };
  return () => createContext(session).viewer();
}

function formatResult(result: ExecutionResult, formatError: FormatError): ExecutionResult | Record<string, unknown> {
  if (!result.errors) return result;
  return { ...result, errors: result.errors.map((error) => formatOne(error, formatError)) };
}

const unauthenticatedError = () => new GraphQLError(SESSION_ENDED, { extensions: { code: ErrorCode.UNAUTHENTICATED } });
