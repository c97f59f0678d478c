import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { flushRedis, redisTestUrl } from '../test/redis';
import { RedisSettledFigures, type SettledFigures } from './settled-figures';
import { SqliteSettledFigures } from './sqlite-settled-figures';

// Settled figures, the same on every engine: a gateway alone (SQLite), and the real Redis
// `npm test` starts, where a second replica reads what the first one kept.

const engines: [string, () => Promise<{ one: SettledFigures; other: SettledFigures; close(): void }>][] = [
  [
    'sqlite',
    async () => {
      const store = new SqliteSettledFigures(':memory:');
      return { one: store, other: store, close: () => store.close() };
    },
  ],
];
if (redisTestUrl()) {
  engines.push([
    'redis',
    async () => {
      await flushRedis();
      const a = new Redis(redisTestUrl()!);
      const b = new Redis(redisTestUrl()!);
      return { one: new RedisSettledFigures(a), other: new RedisSettledFigures(b), close: () => (a.disconnect(), b.disconnect()) };
    },
  ]);
}

describe.each(engines)('settled figures (%s)', (_name, engine) => {
  it('answers what was kept, in the order asked, and null for what was not', async () => {
    const { one, other, close } = await engine();
    await one.setMany(
      [
        ['payments:a:2026-01-01', '{"count":1}'],
        ['payments:a:2026-01-02', '{"count":2}'],
      ],
      60_000,
    );
    expect(await other.getMany(['payments:a:2026-01-02', 'payments:a:2026-01-03', 'payments:a:2026-01-01'])).toEqual([
      '{"count":2}',
      null,
      '{"count":1}',
    ]);
    expect(await other.getMany([])).toEqual([]);
    close();
  });

  it('lets one replica at a time hold a lock, until it lets go or the lock lapses', async () => {
    const { one, other, close } = await engine();
    const token = await one.claim('warm-up', 60_000);
    expect(token).not.toBeNull();
    expect(await other.claim('warm-up', 60_000)).toBeNull();
    await other.release('warm-up', 'not-the-holder');
    expect(await other.claim('warm-up', 60_000)).toBeNull();
    await one.release('warm-up', token!);
    const next = await other.claim('warm-up', 1);
    expect(next).not.toBeNull();
    let lapsed = await one.claim('warm-up', 60_000);
    // Lapsed within a few milliseconds: claimed again until it is free (no fixed sleep).
    while (lapsed === null) lapsed = await one.claim('warm-up', 60_000);
    await one.release('warm-up', lapsed);
    close();
  });

  it('forgets a figure past its time', async () => {
    const { one, other, close } = await engine();
    await one.setMany([['payments:b:2026-01-01', '{"count":1}']], 1);
    let left = await other.getMany(['payments:b:2026-01-01']);
    // Expired within a few milliseconds: asked again until it is gone (no fixed sleep).
    while (left[0] !== null) left = await other.getMany(['payments:b:2026-01-01']);
    expect(left).toEqual([null]);
    close();
  });
});

it('keeps what a gateway alone computed across its restart', async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'settled-')), 'settled-figures.sqlite');
  const before = new SqliteSettledFigures(file);
  await before.setMany([['payments:quarter-hours:2026-01-01', '{"count":3}']], 60_000);
  // A lock of the gateway that stopped is not inherited: the restarted one warms up at once.
  await before.claim('payments:warm-up', 60_000);
  before.close();
  const after = new SqliteSettledFigures(file);
  expect(await after.getMany(['payments:quarter-hours:2026-01-01', 'payments:quarter-hours:2026-01-02'])).toEqual(['{"count":3}', null]);
  expect(await after.claim('payments:warm-up', 60_000)).not.toBeNull();
  after.close();
});

it('keeps at most its bound, the oldest written going first', async () => {
  const store = new SqliteSettledFigures(':memory:', 2);
  await store.setMany(
    [
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
    ],
    60_000,
  );
  expect(await store.getMany(['a', 'b', 'c'])).toEqual([null, '2', '3']);
  // Written again, 'b' is the newest: 'c' goes next.
  await store.setMany([['b', '2']], 60_000);
  await store.setMany([['d', '4']], 60_000);
  expect(await store.getMany(['b', 'c', 'd'])).toEqual(['2', null, '4']);
  store.close();
});
