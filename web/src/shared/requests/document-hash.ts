import { print, type DocumentNode } from 'graphql';
import { trustedDocumentExtensions } from './graphql-request';

// The hash codegen gave a document (`__meta__.hash`, listed in persisted-documents.json).
// A document without one (none today) is hashed from its text: the gateway will not know
// it, answers PERSISTED_QUERY_NOT_FOUND, and the text follows.

type WithMeta = DocumentNode & { __meta__?: { hash?: unknown } };

export async function documentHash(document: DocumentNode): Promise<string> {
  const hash = (document as WithMeta).__meta__?.hash;
  if (typeof hash === 'string') return hash;
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(print(document)));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The `extensions` naming a document by its hash, for requests made without Apollo Client (uploads). */
export async function persistedQueryExtensions(document: DocumentNode) {
  return trustedDocumentExtensions(await documentHash(document));
}
