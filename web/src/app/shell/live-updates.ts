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

function apply(apollo: ApolloClient, change: LiveChange) {
  publishLiveChange(change);
  const id =
    change.entityType && change.entityId ? apollo.cache.identify({ __typename: change.entityType, id: change.entityId }) : undefined;
  if (id && (apollo.cache.extract() as Record<string, unknown>)[id] !== undefined) {
    // Dropped from the cache, and the open queries that showed it asked again (only those).
    void apollo.refetchQueries({
      updateCache(cache) {
        cache.evict({ id });
      },
    });
    return;
  }
  void apollo.refetchQueries({ include: 'active' });
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
      if (reconnected) void apollo.refetchQueries({ include: 'active' });
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
