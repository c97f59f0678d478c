import pino from 'pino';
import type { NewActivityEntry } from './entry';
import { ActivityRecorder } from './recorder';
import { SqliteActivityStore } from './engines/sqlite-store';

// The recorder between the writes and the store: retention at start, and a store that
// refuses (here a real SQLite database already closed) never loses the queue silently.

const DAY = 86_400_000;
const logger = pino({ level: 'silent' });
const entry = (at: number): NewActivityEntry => ({
  at,
  userId: '1',
  userEmail: 'admin@example.com',
  area: 'users',
  operation: 'updateUser',
  entityType: 'User',
  entityId: '2',
  entityLabel: null,
  changes: [],
});

it('prunes entries past the retention when it starts', async () => {
  const store = new SqliteActivityStore(':memory:');
  await store.append([entry(Date.now() - 10 * DAY), entry(Date.now() - DAY / 2)]);
  const recorder = new ActivityRecorder(store, logger, { queueMax: 10, retryMs: 60_000, retentionDays: 1 });
  await recorder.startPrune;
  expect((await recorder.list({}, 0, 10)).total).toBe(1);
  await recorder.close();
});

it('keeps what the store refused, bounded, and says so', async () => {
  const store = new SqliteActivityStore(':memory:');
  const recorder = new ActivityRecorder(store, logger, { queueMax: 2, retryMs: 60_000, retentionDays: 365 });
  await recorder.startPrune;
  await store.close();
  for (const at of [1, 2, 3]) void recorder.record(entry(Date.now() + at));
  await recorder.flush();
  expect(recorder.health()).toMatchObject({ engine: 'sqlite', ok: false, pending: 2, dropped: 1 });
  expect(recorder.health().lastError).toMatch(/not open/i);
  await recorder.close();
});

it("answers a write once its entry is stored, so a replica killed after answering loses no acknowledged write's entry", async () => {
  const store = new SqliteActivityStore(':memory:');
  const recorder = new ActivityRecorder(store, logger, { queueMax: 10, retryMs: 60_000, retentionDays: 365 });
  await recorder.startPrune;
  await recorder.record(entry(Date.now()));
  // Read from the store itself: nothing is left in the queue to flush.
  expect(recorder.health().pending).toBe(0);
  expect((await store.list({}, 0, 10)).total).toBe(1);
  await recorder.close();
});

it('does not hold a write while the store is down: the entry waits in the queue for the retry', async () => {
  const store = new SqliteActivityStore(':memory:');
  const recorder = new ActivityRecorder(store, logger, { queueMax: 10, retryMs: 60_000, retentionDays: 365 });
  await recorder.startPrune;
  await store.close();
  // The first write finds the store refusing, the second a retry already due: both answer, both kept.
  await recorder.record(entry(Date.now()));
  await recorder.record(entry(Date.now() + 1));
  expect(recorder.health()).toMatchObject({ ok: false, pending: 2 });
  await recorder.close();
});
