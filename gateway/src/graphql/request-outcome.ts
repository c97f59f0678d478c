import type { ApolloServerPlugin } from '@apollo/server';
import { errorCode } from '../errors';
import type { OperationMeter, RequestMetrics } from '../telemetry/request-metrics';

// How a /graphql request ended, for the request metrics (issue 44): GraphQL errors (by the first
// one's code), a mutation's userErrors (by the first one's code: CONFLICT, or none for a
// validation message), a refusal before GraphQL ran (by its HTTP status), or ok. The fast path
// counts its own answers; on Apollo Server's path the plugin below notes what the request turned
// out to be (its operation, errors and data) and the handler counts it once Apollo has answered,
// or as a refusal when Apollo answered before running anything (CSRF, a malformed request).

const seconds = (started: number) => (performance.now() - started) / 1000;

/** Counts an answered request from its result. */
export function countResult(
  meter: OperationMeter,
  started: number,
  status: number,
  errors: readonly unknown[] | undefined,
  data: unknown,
  mutation: boolean,
): void {
  if (errors && errors.length > 0) return meter.record(seconds(started), 'graphql_error', errorCode(errors[0]), status);
  if (mutation && data && typeof data === 'object') {
    for (const field in data) {
      const userErrors = (data as Record<string, { userErrors?: unknown } | null>)[field]?.userErrors;
      if (Array.isArray(userErrors) && userErrors.length > 0) {
        const code = (userErrors[0] as { code?: unknown } | null)?.code;
        return meter.record(seconds(started), 'user_error', typeof code === 'string' ? code : null, status);
      }
    }
  }
  if (status === 200) meter.ok(seconds(started));
  else meter.record(seconds(started), 'ok', null, status);
}

/** Counts a request refused before GraphQL ran (its body, its document, the trusted-only rule). */
export function countRefusal(meter: OperationMeter, started: number, status: number, code: string | null): void {
  meter.record(seconds(started), 'http_error', code, status);
}

/** What Apollo Server's plugin saw of one request. */
export interface ApolloAnswer {
  /** Sent as a trusted document's hash (an upload naming one). */
  byHash: boolean;
  seen?: {
    operationName: string | null | undefined;
    operationType: string | undefined;
    errors: readonly unknown[] | undefined;
    data: unknown;
  };
}

const answers = new WeakMap<object, ApolloAnswer>();

/**
 * Ties the HTTP request handed to Apollo Server to the record its answer is noted in. (Not the
 * context: Apollo runs each operation with a shallow copy of it.)
 */
export function noteAnswers<R extends object>(httpRequest: R, answer: ApolloAnswer): R {
  answers.set(httpRequest, answer);
  return httpRequest;
}

/** Notes each request's operation and result where the handler will count it. */
export function requestOutcomePlugin<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, operationName, operation, response }) {
          const answer = request.http && answers.get(request.http);
          if (!answer) return;
          const single = response.body.kind === 'single' ? response.body.singleResult : undefined;
          answer.seen = { operationName, operationType: operation?.operation, errors: single?.errors, data: single?.data };
        },
      };
    },
  };
}

/** Counts what Apollo Server answered: the request as the plugin saw it, or a refusal it made before running anything. */
export function countApolloAnswer(metrics: RequestMetrics, answer: ApolloAnswer, started: number, status: number): void {
  const seen = answer.seen;
  if (!seen) return countRefusal(metrics.forOperation(null, null, answer.byHash), started, status, null);
  const meter = metrics.forOperation(seen.operationName, seen.operationType, answer.byHash);
  countResult(meter, started, status, seen.errors, seen.data, seen.operationType === 'mutation');
}
