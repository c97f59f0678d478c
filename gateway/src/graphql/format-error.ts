import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { ErrorCode } from '../errors';

// Only errors the client can act on keep their message; everything else
// (a bug, an unexpected upstream shape, a null in a non-null field) becomes
// "Internal server error" and the original goes to the log.

const CLIENT_FACING = new Set<string>([
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.UPSTREAM_UNAVAILABLE,
  // Raised by Apollo Server itself before execution:
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export function createFormatError(logger: Logger) {
  return function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && CLIENT_FACING.has(code)) return stripStack(formatted);
    const original = unwrapResolverError(error);
    // Apollo's own refusals of a request (a persisted-query hash that does not
    // match its query, an unknown persisted-query version) carry a 4xx status
    // and no code: the client's mistake, said as such and logged as such.
    const status = (original as { extensions?: { http?: { status?: unknown } } } | null)?.extensions?.http?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      logger.info({ message: formatted.message, status }, 'client error in GraphQL request');
      return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
    }
    logger.error({ err: original, path: formatted.path }, 'unexpected error in GraphQL request');
    return {
      message: 'Internal server error',
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
    };
  };
}

function stripStack(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!formatted.extensions || !('stacktrace' in formatted.extensions)) return formatted;
  const { stacktrace: _s, ...extensions } = formatted.extensions;
  return { ...formatted, extensions };
}
