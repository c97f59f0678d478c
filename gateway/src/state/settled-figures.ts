import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

// Figures that no longer change once computed (issue 40: the payments of a day that is over), kept
// so that a replica, and every other replica, computes them once, and a restarted one finds them:
// in a SQLite file under the data folder with one gateway (sqlite-settled-figures.ts); in Redis,
// with an expiry, with several (the cluster's Redis keeps an append-only file).

export interface SettledFigures {
  /** The values stored under `keys`, null where there is none, in the keys' order. */
  getMany(keys: readonly string[]): Promise<(string | null)[]>;
  /** Stores each value under its key for `ttlMs`. */
  setMany(entries: readonly (readonly [string, string])[], ttlMs: number): Promise<void>;
  /**
   * Work done once across replicas (the payments warm-up): a token when this caller holds `key`
   * for `ttlMs`, null while another does. The lock lapses by itself if its holder dies.
   */
  claim(key: string, ttlMs: number): Promise<string | null>;
  /** Lets `key` go, if `token` still holds it. */
  release(key: string, token: string): Promise<void>;
}

const PREFIX = 'backoffice:settled:';
const LOCK_PREFIX = 'backoffice:lock:';
/** Deletes the lock only if the token still holds it (it may have lapsed and gone to another replica). */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export class RedisSettledFigures implements SettledFigures {
  constructor(private readonly redis: Redis) {}

  async getMany(keys: readonly string[]): Promise<(string | null)[]> {
    if (keys.length === 0) return [];
    return this.redis.mget(keys.map((key) => PREFIX + key));
  }

  async setMany(entries: readonly (readonly [string, string])[], ttlMs: number): Promise<void> {
    if (entries.length === 0) return;
    const batch = this.redis.pipeline();
    for (const [key, value] of entries) batch.set(PREFIX + key, value, 'PX', ttlMs);
    await batch.exec();
  }

  async claim(key: string, ttlMs: number): Promise<string | null> {
    const token = randomUUID();
    return (await this.redis.set(LOCK_PREFIX + key, token, 'PX', ttlMs, 'NX')) === 'OK' ? token : null;
  }

  async release(key: string, token: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, LOCK_PREFIX + key, token);
  }
}
