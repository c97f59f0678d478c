import Redis from 'ioredis';
import { flushRedis, redisTestUrl } from '../test/redis';
import { MemorySettledFigures, RedisSettledFigures, type SettledFigures } from './settled-figures';

// Settled figures, the same on every engine: in memory, and in the real Redis `npm test` starts,
// where a second replica reads what the first one kept.

const engines: [string, () => Promise<{ one: SettledFigures; other: SettledFigures; close(): void }>][] = [
  [
    'memory',
    async () => {
      const store = new MemorySettledFigures();
      return { one: store, other: store, close: () => undefined };
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

it('keeps at most its bound in memory, the oldest going first', async () => {
  const store = new MemorySettledFigures(2);
  await store.setMany(
    [
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
    ],
    60_000,
  );
  expect(await store.getMany(['a', 'b', 'c'])).toEqual([null, '2', '3']);
});
