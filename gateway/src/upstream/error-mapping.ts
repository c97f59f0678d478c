import type { GraphQLError } from 'graphql';
import { badUserInput, forbidden, notFound, unauthenticated, upstreamUnavailable } from '../errors';

// How upstream failures become client-facing errors. 400 is not here: modules
// ask for it through `expect` and turn it into userErrors.

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

export function mapNetworkError(name: string, _error: unknown): GraphQLError {
  // Timeouts, refused or reset connections, DNS failures: all mean the same to
  // the user. The original error is not exposed.
  return notResponding(name);
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
  // Any other status the module did not ask for (400 included) is a contract
  // mismatch, not something the user can fix.
  return invalidResponse();
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
