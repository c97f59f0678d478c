import Redis from 'ioredis';
import type { Logger } from 'pino';
import { MemoryAttemptStore, type AttemptStore } from './attempts';
import { RedisAttemptStore, RedisSessionEvents } from './redis-state';
import { MemorySessionEvents, type SessionEvents } from './session-events';
import { MemoryChangeFeed, RedisChangeFeed, type ChangeFeed } from './change-feed';
import { CountedPresence, MemoryPresence, RedisPresence } from './presence';
import { RedisSettledFigures, type SettledFigures } from './settled-figures';
import { SqliteSettledFigures } from './sqlite-settled-figures';
import { MemoryLastWrites, RedisLastWrites, type LastWrites } from './last-writes';

/** What the gateway itself must remember, shared by its replicas when REDIS_URL is set. */
export interface SharedState {
  engine: 'memory' | 'redis';
  attempts: AttemptStore;
  sessions: SessionEvents;
  /** Who changed what, for the open event streams (issue 28): every replica hears every change. */
  changes: ChangeFeed;
  /** Who has which edit screen open (and how many of them through this replica). */
  presence: CountedPresence;
  /** Figures that no longer change once computed (a past day's payments), computed once for every replica. */
  settled: SettledFigures;
  /** Who last wrote each record, as the write answered: the version check names them before Activity has the entry. */
  lastWrites: LastWrites;
  /** Resolves when the engine answers (a readiness check), rejects when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The engine of `redisUrl`, or this process alone; `settledPath` is where a gateway alone keeps
 * its settled figures (a file under its data folder, `:memory:` in tests).
 */
export function createSharedState(redisUrl: string | undefined, logger: Logger, settledPath = ':memory:'): SharedState {
  if (!redisUrl) {
    const settled = new SqliteSettledFigures(settledPath);
    return {
      engine: 'memory',
      attempts: new MemoryAttemptStore(),
      sessions: new MemorySessionEvents(),
      changes: new MemoryChangeFeed(),
      presence: new CountedPresence(new MemoryPresence()),
      settled,
      lastWrites: new MemoryLastWrites(),
      ping: async () => {},
      close: async () => settled.close(),
    };
  }
  // One retry, then fail: a sign-in must not hang on a Redis outage (the
  // throttle then lets the attempt through and logs it).
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', (error: Error) => logger.error({ err: error }, 'redis error'));
  const sessions = new RedisSessionEvents(redis);
  const changes = new RedisChangeFeed(redis);
  return {
    engine: 'redis',
    attempts: new RedisAttemptStore(redis),
    sessions,
    changes,
    presence: new CountedPresence(new RedisPresence(redis)),
    settled: new RedisSettledFigures(redis),
    lastWrites: new RedisLastWrites(redis),
    async ping() {
      await redis.ping();
    },
    async close() {
      await sessions.close();
      await changes.close();
      await redis.quit().catch(() => undefined);
    },
  };
}
