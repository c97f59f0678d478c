// Turns any failure (fetch helper, Apollo, thrown values) into a sentence a
// person can act on. Duck-typed on purpose: importing Apollo here would pull it
// into the login page's download.

const FALLBACK = 'Something went wrong. Please try again.';
const READABLE: Partial<Record<string, string>> = {
  NETWORK_ERROR: 'The server cannot be reached. Check your connection and try again.',
  UPSTREAM_UNAVAILABLE: 'The service is unavailable right now. Please try again in a moment.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'This item no longer exists.',
  INTERNAL_SERVER_ERROR: FALLBACK,
};

interface CodedError {
  message?: string;
  extensions?: { code?: unknown; outcome?: unknown };
}

/**
 * A write the gateway sent and never heard back about (`extensions.outcome: UNKNOWN`): it may
 * have been applied, so the user is told that, in the gateway's words, never "try again".
 */
export const OUTCOME_UNKNOWN = 'OUTCOME_UNKNOWN';

/** The code a GraphQL error stands for here: its own, or OUTCOME_UNKNOWN. */
export function graphqlErrorCode(error: CodedError | undefined): string | undefined {
  if (error?.extensions?.outcome === 'UNKNOWN') return OUTCOME_UNKNOWN;
  const code = error?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The GraphQL `extensions.code` (or NETWORK_ERROR / UPSTREAM_UNAVAILABLE) behind a failure. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  // Apollo's CombinedGraphQLErrors keeps the GraphQL errors in `errors`.
  if ('errors' in error && Array.isArray(error.errors)) {
    return graphqlErrorCode(error.errors[0] as CodedError | undefined);
  }
  // Apollo's ServerError / network failures (fetch rejects with a TypeError).
  if (error instanceof TypeError) return 'NETWORK_ERROR';
  if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode >= 500) {
    return 'UPSTREAM_UNAVAILABLE';
  }
  return undefined;
}

export function readableError(error: unknown): string {
  const code = errorCode(error);
  const readable = code ? READABLE[code] : undefined;
  if (readable) return readable;
  if ((code === 'BAD_USER_INPUT' || code === OUTCOME_UNKNOWN) && error instanceof Error) return firstMessage(error);
  return FALLBACK;
}

/** The first GraphQL error's own message (Apollo joins them all in `message`). */
function firstMessage(error: Error): string {
  const errors = (error as { errors?: unknown }).errors;
  const first = Array.isArray(errors) ? (errors[0] as CodedError | undefined) : undefined;
  return first?.message ?? error.message;
}
