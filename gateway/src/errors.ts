import { GraphQLError } from 'graphql';

// The exceptional failures a client may see (schema/base.graphql conventions).
// Anything else is masked by formatError as INTERNAL_SERVER_ERROR.
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function unauthenticated(message = 'Your session has expired. Please sign in again.') {
  return new GraphQLError(message, { extensions: { code: ErrorCode.UNAUTHENTICATED } });
}

export function forbidden(message = 'You do not have permission to do this.') {
  return new GraphQLError(message, { extensions: { code: ErrorCode.FORBIDDEN } });
}

export function notFound(message = 'Not found.') {
  return new GraphQLError(message, { extensions: { code: ErrorCode.NOT_FOUND } });
}

export function badUserInput(message: string, field?: string) {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.BAD_USER_INPUT, ...(field ? { field } : {}) },
  });
}

export function upstreamUnavailable(message: string) {
  return new GraphQLError(message, { extensions: { code: ErrorCode.UPSTREAM_UNAVAILABLE } });
}

/** The `extensions.code` of any error shaped like a GraphQLError (graphql-jit's copies included). */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export function hasCode(error: unknown, code: ErrorCode): boolean {
  return errorCode(error) === code;
}

/** A read by id: null when the id names nothing (unknown, or not a valid id), any other error as it is. */
export async function nullWhenMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (hasCode(error, 'NOT_FOUND') || hasCode(error, 'BAD_USER_INPUT')) return null;
    throw error;
  }
}
