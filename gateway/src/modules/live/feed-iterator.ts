import type { ChangeFeed, EntityChange } from '../../state/change-feed';

/**
 * The feed as an async iterator for a GraphQL subscription: changes that pass `keep` queue up
 * until read; the subscription's end (the client went away) stops listening.
 */
export function feedIterator(feed: ChangeFeed, keep: (change: EntityChange) => boolean): AsyncIterableIterator<EntityChange> {
  const queue: EntityChange[] = [];
  let waiting: ((result: IteratorResult<EntityChange>) => void) | null = null;
  let done = false;
  const stop = feed.subscribe((change) => {
    if (done || !keep(change)) return;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value: change, done: false });
    } else if (queue.length < 1000) queue.push(change);
  });
  const finish = (): Promise<IteratorResult<EntityChange>> => {
    done = true;
    stop();
    waiting?.({ value: undefined, done: true });
    waiting = null;
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next() {
      if (done) return Promise.resolve({ value: undefined, done: true });
      const next = queue.shift();
      if (next) return Promise.resolve({ value: next, done: false });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: finish,
    throw: finish,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
