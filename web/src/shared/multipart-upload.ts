import { print, type DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphqlRequestError, reportUnauthenticated } from './graphql-request';

interface GraphqlResponseBody<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Sends one file with a GraphQL operation as a multipart request
 * (https://github.com/jaydenseric/graphql-multipart-request-spec): the
 * `operations` JSON with the file variable null, the `map` pointing part "0"
 * at it, then the file. `apollo-require-preflight` satisfies Apollo Server's
 * CSRF prevention for a non-JSON content type.
 */
export async function uploadWithOperation<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables> | DocumentNode,
  variables: TVariables,
  fileVariable: keyof TVariables & string,
  file: File,
): Promise<TData> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: print(document), variables: { ...variables, [fileVariable]: null } }));
  body.append('map', JSON.stringify({ 0: [`variables.${fileVariable}`] }));
  body.append('0', file, file.name);

  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'apollo-require-preflight': 'true', accept: 'application/graphql-response+json, application/json' },
      body,
    });
  } catch {
    throw new GraphqlRequestError('NETWORK_ERROR', 'NETWORK_ERROR');
  }
  const result = (await response.json().catch(() => null)) as GraphqlResponseBody<TData> | null;
  const firstError = result?.errors?.[0];
  if (firstError) {
    const code = firstError.extensions?.code ?? 'INTERNAL_SERVER_ERROR';
    if (code === 'UNAUTHENTICATED') reportUnauthenticated();
    throw new GraphqlRequestError(firstError.message, code);
  }
  if (!result?.data) {
    const code = response.status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR';
    throw new GraphqlRequestError(`Unexpected answer (HTTP ${response.status})`, code);
  }
  return result.data;
}
