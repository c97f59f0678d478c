import type { ApolloClient } from '@apollo/client';
import { eventStreamClient } from '../../shared/event-streams';
import { publishLiveChange, type LiveChange } from '../../shared/live-changes';
import { TAB_ID } from '../../shared/tab-id';

// Changes seen live (issue 28): the gateway's entityChanged feed over Server-Sent Events. A
// change to a record the cache holds drops it, so every open screen showing it reads it again
// (an edit screen keeps what the user typed: its form is its own); any other change (a create,
// a delete) reads the open screens' queries again. A dropped connection reconnects with backoff
// and then reads the open screens again, for what it missed.

const FEED = /* GraphQL */ `
  subscription EntityChanged($tab: String) {
    entityChanged(tab: $tab) {
      area
      operation
      entityType
      entityId
      changedBy
      fields
      at
    }
  }
`;

/**
 * Reads the open screens again: those that showed the cached record `id` (dropped from the
 * cache), or every open one when there is no such record (a create, a delete, a reconnect). The
 * server computed what changed; the feed says which record, never its values.
 */
function readAgain(apollo: ApolloClient, id?: string) {
  void apollo.refetchQueries(
    id
      ? {
          updateCache(cache) {
            cache.evict({ id });
          },
        }
      : { include: 'active' },
  );
}

function apply(apollo: ApolloClient, change: LiveChange) {
  publishLiveChange(change);
  const id =
    change.entityType && change.entityId ? apollo.cache.identify({ __typename: change.entityType, id: change.entityId }) : undefined;
  readAgain(apollo, id && (apollo.cache.extract() as Record<string, unknown>)[id] !== undefined ? id : undefined);
}

/** Runs `start` once the page has loaded and the browser is idle; returns what stops it (or the wait). */
export function whenIdleAfterLoad(start: () => () => void): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  const run = () => {
    if (!cancelled) stop = start();
  };
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    stop?.();
  };
}

/** Starts listening; returns the function that stops. */
export function startLiveUpdates(apollo: ApolloClient): () => void {
  const client = eventStreamClient({
    connected: (reconnected) => {
      if (reconnected) readAgain(apollo);
    },
  });
  const stop = client.subscribe<{ entityChanged: LiveChange }>(
    { query: FEED, variables: { tab: TAB_ID } },
    {
      next: ({ data }) => data && apply(apollo, data.entityChanged),
      // The client retries by itself; a final error (signed out) ends the feed quietly.
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return () => {
    stop();
    client.dispose();
  };
}
