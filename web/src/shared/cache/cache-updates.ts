import type { ApolloCache, Reference } from '@apollo/client';

// Writing a mutation's answer into the normalised cache instead of asking the server again for
// a list it already holds (DESIGN.md §5): a create joins the end of its whole (unpaged) list,
// a delete leaves every list at once. A paged, server-sorted list is dropped instead
// (refreshRootField): where a new row lands is the server's to say, and only the page on screen
// is read again. `refetchQueries` is left to the few saves whose answer does not say what changed
// (imports, pulls), each with a comment.

interface Entity {
  __typename?: string;
  id: string;
}

/** Adds a created entity to the end of a root list field the cache holds (one not loaded yet loads as usual). */
export function appendToRootList(cache: ApolloCache, fieldName: string, entity: Entity | null | undefined): void {
  if (!entity) return;
  cache.modify({
    fields: {
      [fieldName]: (existing: readonly Reference[] = [], { toReference, readField }) => {
        const ref = toReference({ ...entity });
        if (!ref || existing.some((item) => readField('id', item) === entity.id)) return existing;
        return [...existing, ref];
      },
    },
  });
}

/** Drops a deleted entity: lists that held it no longer show it (Apollo leaves out dangling references). */
export function evictEntity(cache: ApolloCache, typename: string, id: string | null | undefined): void {
  if (!id) return;
  cache.evict({ id: cache.identify({ __typename: typename, id }) });
  cache.gc();
}

/**
 * Drops every cached page of a paged, server-sorted root list (`users`, `words`, ...): where a
 * created row lands, which row moves up after a delete and the new totals are the server's to
 * say. The screen showing the list reads it again by itself (its data is no longer complete), and
 * the other pages cached earlier are not shown stale later. No other list is asked again.
 */
export function refreshRootField(cache: ApolloCache, fieldName: string): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
