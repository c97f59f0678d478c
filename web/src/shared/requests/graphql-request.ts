import { graphqlErrorCode } from './error-message';
import { TAB_HEADERS } from './tab-id';

// A tiny same-origin GraphQL POST for the screens that must stay light
// (login, activate, the route guard): Apollo Client lives in the signed-in
// shell's chunk and is not downloaded before sign-in.

export type GraphqlErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'UPSTREAM_UNAVAILABLE' | 'INTERNAL_SERVER_ERROR' | 'NETWORK_ERROR';

export class GraphqlRequestError extends Error {
  /** A GraphqlErrorCode, or a code the gateway added since. */
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.name = 'GraphqlRequestError';
    this.code = code;
  }
}

interface GraphqlResponseBody<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string; outcome?: string } }[];
}

type UnauthenticatedHandler = () => void | Promise<void>;
let unauthenticatedHandler: UnauthenticatedHandler = () => undefined;

/** The app registers what "signed out by the server" does (clear state, go to /login). */
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler): void {
  unauthenticatedHandler = handler;
}

/** Called by every GraphQL transport when an answer carries UNAUTHENTICATED. */
export function reportUnauthenticated(): void {
  void unauthenticatedHandler();
}

/** The hash codegen embedded in a generated document (`XDocument` of gql/graphql.ts). */
type Hashed = { __meta__?: { hash?: string } };

/** The APQ-style `extensions` naming a trusted document by its hash. */
export const trustedDocumentExtensions = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

/**
 * The same-origin JSON POST every plain request uses. High priority: these requests (the session
 * check, a screen's early query) gate a screen, and go ahead of its dozens of chunks on the
 * browser's six connections to the gateway.
 */
/** The mark of a query, which a load balancer may retry on another replica (the gateway refuses it on a mutation). */
export const RETRYABLE_QUERY_HEADERS = { 'x-graphql-operation': 'query' } as const;

/** Whether a document's text is a query (an anonymous `{ … }` is one). */
const isQueryText = (text: string) => /^\s*(?:#[^\n]*\n\s*)*(?:query\b|\{)/.test(text);

export function postGraphql(body: object, { query = false }: { query?: boolean } = {}): Promise<Response> {
  return fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    priority: 'high',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...TAB_HEADERS,
      ...(query && RETRYABLE_QUERY_HEADERS),
    },
    body: JSON.stringify(body),
  });
}

/**
 * `trusted`: the operation's generated document. Only its hash is sent, and the gateway runs its
 * own compiled copy; a gateway that does not know the hash (an older one, mid-deployment) answers
 * PERSISTED_QUERY_NOT_FOUND, and the text follows alone (the gateway runs a text beside a hash
 * only when the hash is the text's own). Only the hash is read: importing one generated document
 * keeps the light screens light.
 */
export async function graphqlRequest<TData, TVariables extends object = Record<string, never>>(
  query: string,
  variables?: TVariables,
  trusted?: unknown,
): Promise<TData> {
  const hash = (trusted as Hashed | undefined)?.__meta__?.hash;
  const send = async (body: object) => {
    try {
      return await postGraphql(body, { query: isQueryText(query) });
    } catch {
      throw new GraphqlRequestError('NETWORK_ERROR', 'NETWORK_ERROR');
    }
  };
  if (hash) {
    try {
      return await readGraphqlResponse<TData>(await send({ variables: variables ?? {}, extensions: trustedDocumentExtensions(hash) }));
    } catch (error) {
      if (!(error instanceof GraphqlRequestError) || error.code !== 'PERSISTED_QUERY_NOT_FOUND') throw error;
    }
  }
  return readGraphqlResponse<TData>(await send({ query, variables: variables ?? {} }));
}

/**
 * The `data` of a GraphQL answer, or a GraphqlRequestError carrying the first
 * error's code (UNAUTHENTICATED is reported first); an answer without data is
 * an outage (5xx) or a server fault.
 */
export async function readGraphqlResponse<TData>(response: Response): Promise<TData> {
  const body = (await response.json().catch(() => null)) as GraphqlResponseBody<TData> | null;
  const firstError = body?.errors?.[0];
  if (firstError) {
    const code = graphqlErrorCode(firstError) ?? 'INTERNAL_SERVER_ERROR';
    if (code === 'UNAUTHENTICATED') reportUnauthenticated();
    throw new GraphqlRequestError(firstError.message, code);
  }
  if (!body?.data) {
    const code = response.status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR';
    throw new GraphqlRequestError(`Unexpected answer (HTTP ${response.status})`, code);
  }
  return body.data;
}
