import pino from 'pino';
import { SqliteSettledFigures } from '../../state/sqlite-settled-figures';
import type { UpstreamCaller } from '../../upstream/caller';
import { utcDayStart } from './quarter-hours';
import { SettledDays, type DayReads } from './settled-days';

// A year's summary asked before the warm-up is done (issue 40): the days already kept are read from
// the store, only the others from the upstream, and a day the warm-up is reading is read once.

const DAY_MS = 86_400_000;
const logger = pino({ level: 'silent' });
const days = (count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * DAY_MS).toISOString().slice(0, 10));

/** Three payments a UTC day (two successful, one failed); the days asked for, in order. */
function upstream() {
  const asked: string[] = [];
  const call: UpstreamCaller = async (req) => {
    const day = String(req.query?.fromTime).slice(0, 10);
    asked.push(day);
    await new Promise((resolve) => setImmediate(resolve));
    const items = ['SUCCESSFUL', 'SUCCESSFUL', 'FAILED'].map((status, i) => ({
      oldSystemTransactionId: null,
      newSystemTransactionId: `${day}-${i}`,
      timeStamp: `${day}T10:0${i}:00.000Z`,
      senderId: '1',
      senderFullName: 'A Sender',
      terminalId: '2',
      receiverId: '3',
      status,
      amount: 10,
      currency: 'EUR',
    }));
    return { status: 200, body: { items, totalItems: 3, pageCount: 1 } };
  };
  return { call, asked };
}

const utcSpans = (list: readonly string[]) =>
  new Map(list.map((day) => [day, { from: utcDayStart(day), to: utcDayStart(day) + DAY_MS - 1 }]));

it('reads the days the warm-up kept from the store and only the others from the upstream', async () => {
  const store = new SqliteSettledFigures(':memory:');
  const { call, asked } = upstream();
  const year = days(30);
  // The warm-up kept the first ten days before it was stopped (or before the summary came).
  await new SettledDays(store, call, logger).quarterHours(year.slice(0, 10), 2);
  asked.length = 0;

  const figures = await new SettledDays(store, call, logger).zoneDays(utcSpans(year), 'UTC', 8);
  expect([...asked].sort()).toEqual(year.slice(10));
  expect(year.map((day) => figures.get(day)?.count)).toEqual(year.map(() => 3));
  expect(year.map((day) => figures.get(day)?.successful)).toEqual(year.map(() => 2));
  store.close();
});

it('reads a day once when a summary asks for it while the warm-up reads it', async () => {
  const store = new SqliteSettledFigures(':memory:');
  const { call, asked } = upstream();
  const reading: DayReads = new Map();
  const list = days(20);
  const [warmUp, summary] = await Promise.all([
    new SettledDays(store, call, logger, reading).quarterHours(list, 2),
    new SettledDays(store, call, logger, reading).quarterHours(list, 8),
  ]);
  expect([...asked].sort()).toEqual(list);
  expect(summary).toEqual(warmUp);
  expect(reading.size).toBe(0);
  store.close();
});
