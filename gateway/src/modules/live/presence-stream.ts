import { randomUUID } from 'node:crypto';
import type { ViewerModel } from '../../access/viewer-model';
import type { ChangeFeed } from '../../state/change-feed';
import type { PresenceStore } from '../../state/presence';

// One open edit screen's presence: it joins its resource, renews itself while the stream is open,
// hears when others come and go (through the change feed, so across replicas), and leaves when
// the stream ends. What it sends: the other staff on the resource, whenever that list changes.

/** The change feed's area for presence notices: never sent to entityChanged's listeners. */
export const PRESENCE_AREA = '__presence';
const RENEW_MS = 20_000;

type Others = { email: string }[];

export function presenceStream(
  state: { changes: ChangeFeed; presence: PresenceStore },
  viewer: ViewerModel,
  resource: string,
  tab: string | null,
): AsyncIterableIterator<Others> {
  const member = { key: `${viewer.id}:${tab ?? randomUUID()}`, userId: viewer.id, email: viewer.email };
  const announce = () =>
    state.changes.publish({
      area: PRESENCE_AREA,
      operation: 'presence',
      entityType: null,
      entityId: resource,
      websiteId: null,
      changedBy: null,
      changedByUserId: null,
      fields: [],
      at: new Date().toISOString(),
      tab: null,
    });
  const others = async (): Promise<Others> => {
    const emails = new Set((await state.presence.list(resource)).filter((m) => m.userId !== viewer.id).map((m) => m.email));
    return [...emails].sort().map((email) => ({ email }));
  };

  let done = false;
  let last: string | null = null;
  let waiting: ((result: IteratorResult<Others>) => void) | null = null;
  let due = true;
  /** Something may have changed: a waiting reader gets the list if it did. */
  const check = async () => {
    if (done) return;
    if (!waiting) return void (due = true);
    const list = await others();
    const text = JSON.stringify(list);
    if (text === last || !waiting || done) return;
    last = text;
    const resolve = waiting;
    waiting = null;
    resolve({ value: list, done: false });
  };
  const stop = state.changes.subscribe((change) => {
    if (change.area === PRESENCE_AREA && change.entityId === resource) void check().catch(() => undefined);
  });
  // Renewing keeps this screen listed; reading again drops the ones that stopped renewing.
  const renew = setInterval(() => {
    void state.presence
      .enter(resource, member)
      .then(check)
      .catch(() => undefined);
  }, RENEW_MS);
  renew.unref();
  const joined = state.presence.enter(resource, member).then(announce);

  const finish = async (): Promise<IteratorResult<Others>> => {
    if (!done) {
      done = true;
      stop();
      clearInterval(renew);
      waiting?.({ value: undefined, done: true });
      waiting = null;
      await state.presence.leave(resource, member.key).catch(() => undefined);
      announce();
    }
    return { value: undefined, done: true };
  };

  return {
    async next() {
      await joined;
      if (done) return { value: undefined, done: true };
      if (due) {
        due = false;
        const list = await others();
        last = JSON.stringify(list);
        return { value: list, done: false };
      }
      return new Promise((resolve) => (waiting = resolve));
    },
    return: finish,
    throw: finish,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
