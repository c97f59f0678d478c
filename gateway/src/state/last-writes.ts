import type Redis from 'ioredis';

// The last back-office write of each record, noted as the write answers (issue 41): its Activity
// entry is stored a moment later (after the record is read again, in the background), so a
// colleague's save milliseconds after it, on any replica, still learns who changed the record,
// when and which fields. In memory with one gateway (bounded: the oldest go first); in Redis, with
// an expiry, with several.

export interface LastWrite {
  /** The author's email (null: not known). */
  by: string | null;
  /** ISO 8601. */
  at: string;
  /** The snapshot fields (dotted prefixes) the write wrote. */
  fields: string[];
  /** The record just before it (its version and flattened fields), when the save was checked against a base. */
  before?: { version: string; fields: Record<string, string | null> };
}

export interface LastWrites {
  note(record: string, write: LastWrite): Promise<void>;
  /** The last write noted for `record` in the last LAST_WRITE_TTL_MS, or null. */
  get(record: string): Promise<LastWrite | null>;
}

/** Far longer than an Activity entry takes to be stored, while the store answers. */
export const LAST_WRITE_TTL_MS = 5 * 60_000;
const MAX_MEMORY_RECORDS = 50_000;

export class MemoryLastWrites implements LastWrites {
  private readonly writes = new Map<string, { write: LastWrite; expiresAt: number }>();

  constructor(private readonly max = MAX_MEMORY_RECORDS) {}

  note(record: string, write: LastWrite): Promise<void> {
    this.writes.delete(record);
    this.writes.set(record, { write, expiresAt: Date.now() + LAST_WRITE_TTL_MS });
    if (this.writes.size > this.max) this.writes.delete(this.writes.keys().next().value!);
    return Promise.resolve();
  }

  get(record: string): Promise<LastWrite | null> {
    const found = this.writes.get(record);
    return Promise.resolve(found && found.expiresAt > Date.now() ? found.write : null);
  }
}

const PREFIX = 'backoffice:last-write:';

export class RedisLastWrites implements LastWrites {
  constructor(private readonly redis: Redis) {}

  async note(record: string, write: LastWrite): Promise<void> {
    await this.redis.set(PREFIX + record, JSON.stringify(write), 'PX', LAST_WRITE_TTL_MS);
  }

  async get(record: string): Promise<LastWrite | null> {
    const raw = await this.redis.get(PREFIX + record);
    return raw ? (JSON.parse(raw) as LastWrite) : null;
  }
}
