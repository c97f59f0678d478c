import type Redis from 'ioredis';

// Figures that no longer change once computed (issue 40: the payments of a day that is over), kept
// so that a replica, and every other replica, computes them once. In memory with one gateway
// (bounded: the oldest go first); in Redis, with an expiry, with several.

export interface SettledFigures {
  /** The values stored under `keys`, null where there is none, in the keys' order. */
  getMany(keys: readonly string[]): Promise<(string | null)[]>;
  /** Stores each value under its key for `ttlMs`. */
  setMany(entries: readonly (readonly [string, string])[], ttlMs: number): Promise<void>;
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
}

const PREFIX = 'backoffice:settled:';

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
}
