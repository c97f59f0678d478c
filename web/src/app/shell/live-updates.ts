import type { ApolloClient } from '@apollo/client';
import entityChangedHash from 'virtual:gql-hash/EntityChanged';
import { eventStreamClient, keepSubscribed } from '../../shared/live/event-streams';
import { firstContentfulPaint } from '../../shared/live/first-paint';
import { publishLiveChange, type LiveChange } from '../../shared/live/live-changes';
import { TAB_ID } from '../../shared/requests/tab-id';
import { isInsert, newRows } from './new-rows';

// Changes seen live (issue 28): the gateway's entityChanged feed over Server-Sent Events. A
// change to a record the cache holds drops it, so every open screen showing it reads it again
// (an edit screen keeps what the user typed: its form is its own); any other change (a create,
// a delete) reads the open screens' queries again. A dropped connection reconnects with backoff
// and then reads the open screens again, for what it missed.

/** The document codegen lists and hashes: the stream is sent its hash (`virtual:gql-hash/…`), never this text. */
export const FEED = /* GraphQL */ `
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
export function readAgain(apollo: ApolloClient, id?: string) {
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

/** Whether a value of a query's answer holds a record of this type. */
function holds(value: unknown, type: string): boolean {
  if (Array.isArray(value)) return value.some((item) => holds(item, type));
  if (!value || typeof value !== 'object') return false;
  if ((value as { __typename?: unknown }).__typename === type) return true;
  return Object.values(value).some((inner) => holds(inner, type));
}

/** Whether an open screen shows records of this type (a list a new one would join). */
const shownOpen = (apollo: ApolloClient, type: string | null) =>
  type !== null && [...apollo.getObservableQueries('active')].some((query) => holds(query.getCurrentResult().data, type));

function apply(apollo: ApolloClient, change: LiveChange) {
  publishLiveChange(change);
  const id =
    change.entityType && change.entityId ? apollo.cache.identify({ __typename: change.entityType, id: change.entityId }) : undefined;
  if (id && (apollo.cache.extract() as Record<string, unknown>)[id] !== undefined) readAgain(apollo, id);
  // A new record of a kind an open screen lists: held back until the user asks for it.
  else if (isInsert(change.operation) && shownOpen(apollo, change.entityType)) newRows.add();
  else readAgain(apollo);
}

/**
 * Runs `start` once the page has loaded, painted its first content (shared/live/first-paint.ts) and
 * the browser is idle; returns what stops it (or the wait).
 */
export function whenIdleAfterLoad(start: () => () => void): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  const run = () => {
    if (!cancelled) stop = start();
  };
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  const painted = () => void firstContentfulPaint().then(idle);
  if (document.readyState === 'complete') painted();
  else window.addEventListener('load', painted, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', painted);
    stop?.();
  };
}

/** Starts listening; returns the function that stops. */
export function startLiveUpdates(apollo: ApolloClient): () => void {
  const missed = () => {
    newRows.clear();
    readAgain(apollo);
  };
  const client = eventStreamClient({ connected: (reconnected) => reconnected && missed() });
  // A final refusal (signed out) ends the feed quietly: the sign-out itself is the app's.
  const stop = keepSubscribed<{ entityChanged: LiveChange }>(
    client,
    entityChangedHash,
    { tab: TAB_ID },
    {
      next: (data) => apply(apollo, data.entityChanged),
      reopened: missed,
    },
  );
  return () => {
    stop();
    client.dispose();
  };
}
