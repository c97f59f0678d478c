import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import type { VersionedRecord } from './text-form-modal';

// A record only listed whole (custom pages, help links, configuration sections and types): its
// edit is based on the version the list showed, and Take theirs reads the list again for it.

interface Listed {
  id: string;
  version?: string | null;
}

export function listedRecord<F extends string, Q, R extends Listed>(
  client: ApolloClient,
  options: {
    entityType: string;
    row: R;
    list: TypedDocumentNode<Q, Record<string, never>>;
    itemsOf: (data: Q) => readonly R[] | undefined;
    valuesOf: (row: R) => Record<F, string>;
  },
): VersionedRecord<F> {
  const { entityType, row, list, itemsOf, valuesOf } = options;
  return {
    entityType,
    id: row.id,
    version: row.version ?? null,
    reload: async () => {
      const { data } = await client.query({ query: list, fetchPolicy: 'network-only' });
      const now = data ? itemsOf(data)?.find((item) => item.id === row.id) : undefined;
      return now?.version ? { values: valuesOf(now), version: now.version } : null;
    },
  };
}
