import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

// Figures that no longer change once computed (issue 40: the payments of a day that is over), kept
// so that a replica, and every other replica, computes them once. In memory with one gateway
// (bounded: the oldest go first); in Redis, with an expiry, with several.

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

/** Enough for a year of days for a few hundred distinct filters. */
const MAX_MEMORY_ENTRIES = 200_000;

export class MemorySettledFigures implements SettledFigures {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  constructor(private readonly max = MAX_MEMORY_ENTRIES) {}

  getMany(keys: readonly string[]): Promise<(string | null)[]> {
    const now = Date.now();
    return Promise.resolve(
      keys.map((key) => {
        const entry = this.entries.get(key);
        if (!entry) return null;
        if (entry.expiresAt > now) return entry.value;
        this.entries.delete(key);
        return null;
      }),
    );
  }

  setMany(entries: readonly (readonly [string, string])[], ttlMs: number): Promise<void> {
    const expiresAt = Date.now() + ttlMs;
    for (const [key, value] of entries) {
      this.entries.delete(key);
      this.entries.set(key, { value, expiresAt });
      if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    }
    return Promise.resolve();
  }

  private readonly locks = new Map<string, { token: string; expiresAt: number }>();

  claim(key: string, ttlMs: number): Promise<string | null> {
    const held = this.locks.get(key);
    if (held && held.expiresAt > Date.now()) return Promise.resolve(null);
    const token = randomUUID();
    this.locks.set(key, { token, expiresAt: Date.now() + ttlMs });
    return Promise.resolve(token);
  }

  release(key: string, token: string): Promise<void> {
    if (this.locks.get(key)?.token === token) this.locks.delete(key);
    return Promise.resolve();
  }
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
