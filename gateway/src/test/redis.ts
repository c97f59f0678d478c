import Redis from 'ioredis';

// The real Redis that `npm test` starts on a free port (scripts/test.mjs sets
// TEST_REDIS_URL; it says so when it cannot and these tests are skipped).

export const redisTestUrl = (): string | undefined => process.env.TEST_REDIS_URL || undefined;

/** Empties the test Redis (its own server, started for the test run). */
export async function flushRedis(): Promise<void> {
  const redis = new Redis(redisTestUrl()!);
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
