import { print, type DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { persistedQueryExtensions } from './document-hash';
import { GraphqlRequestError, readGraphqlResponse } from './graphql-request';
import { TAB_HEADERS } from './tab-id';

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
  // The text goes too (uploads take Apollo Server's path); the hash lets a gateway that
  // accepts trusted documents only run its own copy of the document.
  const extensions = await persistedQueryExtensions(document);
  body.append('operations', JSON.stringify({ query: print(document), variables: { ...variables, [fileVariable]: null }, extensions }));
  body.append('map', JSON.stringify({ 0: [`variables.${fileVariable}`] }));
  body.append('0', file, file.name);

  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'apollo-require-preflight': 'true', accept: 'application/graphql-response+json, application/json', ...TAB_HEADERS },
      body,
    });
  } catch {
    throw new GraphqlRequestError('NETWORK_ERROR', 'NETWORK_ERROR');
  }
  return readGraphqlResponse<TData>(response);
}
