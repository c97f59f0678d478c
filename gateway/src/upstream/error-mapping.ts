import type { GraphQLError } from 'graphql';
import { badUserInput, forbidden, notFound, unauthenticated, upstreamUnavailable } from '../errors';

// How upstream failures become client-facing errors. A module that turns a 400 into
// userErrors asks for it through `expect`; a 400 no module asked for is BAD_USER_INPUT.

const RETRYABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
]);

export function notResponding(name: string): GraphQLError {
  return upstreamUnavailable(`The ${name} is not responding. Please try again.`);
}

export function invalidResponse(): GraphQLError {
  return upstreamUnavailable('The service returned an invalid response');
}

// Failures that happen before a request reaches the upstream: nothing was applied.
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

export function mapNetworkError(name: string, _error: unknown): GraphQLError {
  // Timeouts, refused or reset connections, DNS failures: all mean the same to
  // the user. The original error is not exposed.
  return notResponding(name);
}

/**
 * A write that failed on the way: refused before it left, nothing happened; sent and never
 * answered (a timeout, a dropped connection), the upstream may have applied it.
 */
export function mapWriteNetworkError(name: string, error: unknown): GraphQLError {
  const code = errorCode(error) ?? errorCode((error as { cause?: unknown } | null)?.cause);
  if (code !== undefined && NOT_SENT_CODES.has(code)) return notResponding(name);
  return outcomeUnknown(`The ${name} did not answer in time: the change may have been applied. Check before retrying.`);
}

/** UPSTREAM_UNAVAILABLE with `outcome: UNKNOWN`: the client must not say "failed", and Activity records it. */
export function outcomeUnknown(message: string): GraphQLError {
  const error = upstreamUnavailable(message);
  error.extensions.outcome = 'UNKNOWN';
  return error;
}

export function isOutcomeUnknown(error: unknown): boolean {
  return (error as { extensions?: { outcome?: unknown } } | null)?.extensions?.outcome === 'UNKNOWN';
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** A call that ran out of its time (connecting, waiting for the headers, or reading the body). */
export function isTimeout(error: unknown): boolean {
  const code = errorCode(error) ?? errorCode((error as { cause?: unknown } | null)?.cause);
  return code !== undefined && TIMEOUT_CODES.has(code);
}

export function isRetryableNetworkError(error: unknown): boolean {
  const code = errorCode(error) ?? errorCode((error as { cause?: unknown } | null)?.cause);
  return code !== undefined && RETRYABLE_CODES.has(code);
}

export function mapHttpStatus(name: string, status: number, body: unknown): GraphQLError {
  const message = upstreamMessage(body);
  if (status === 401) return unauthenticated();
  if (status === 403) return forbidden(message ?? undefined);
  if (status === 404) return notFound(message ?? undefined);
  // The request itself was too long for the upstream (URL or headers): the client's input, not an outage.
  if (status === 414 || status === 431) return badUserInput('The request is too long for the service: shorten the search or the text.');
  if (status >= 500) return notResponding(name);
  // The upstream refused what was sent (a value out of its range, a body too large): the
  // client's input, with the upstream's reason where it gives one, never an outage.
  if (status === 400 || status === 413 || status === 422) {
    return badUserInput(
      refusalReason(body) ?? (status === 413 ? 'The request is too large for the service.' : 'The service refused the request.'),
    );
  }
  // Any other status the module did not ask for is a contract mismatch, not something the user can fix.
  return invalidResponse();
}

/** The reason of a refusal: its single message, or its class-validator messages joined. */
function refusalReason(body: unknown): string | null {
  const single = upstreamMessage(body);
  if (single) return single;
  const messages: string[] = [];
  const collect = (item: unknown) => {
    if (!item || typeof item !== 'object') return;
    const { constraints, children } = item as { constraints?: unknown; children?: unknown };
    if (constraints && typeof constraints === 'object') {
      for (const text of Object.values(constraints)) if (typeof text === 'string') messages.push(text);
    }
    if (Array.isArray(children)) children.forEach(collect);
  };
  const list = body && typeof body === 'object' && 'message' in body ? body.message : null;
  if (Array.isArray(list)) list.forEach((item) => (typeof item === 'string' ? messages.push(item) : collect(item)));
  return messages.length > 0 ? [...new Set(messages)].slice(0, 5).join('; ') : null;
}

/** The single-string `message` of a NestJS error body, if any. */
export function upstreamMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = body.message;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return null;
}

function errorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
