import type Redis from 'ioredis';

// Who has an edit screen open (issue 28): each open screen is a member of its resource
// (`User:12`) until it leaves or stops renewing (a closed tab, a dropped connection): members
// expire PRESENCE_TTL_MS after their last renewal. In memory with one gateway; a Redis hash per
// resource with several, so replicas see each other's members.

export const PRESENCE_TTL_MS = 60_000;

export interface PresentMember {
  /** One per open screen: the viewer's id and the tab's. */
  key: string;
  userId: string;
  email: string;
}

export interface PresenceStore {
  /** Joins, or renews, `member` on `resource` for PRESENCE_TTL_MS. */
  enter(resource: string, member: PresentMember): Promise<void>;
  leave(resource: string, key: string): Promise<void>;
  /** The members not expired. */
  list(resource: string): Promise<PresentMember[]>;
}

type Stored = PresentMember & { expiresAt: number };

export class MemoryPresence implements PresenceStore {
  private readonly resources = new Map<string, Map<string, Stored>>();

  enter(resource: string, member: PresentMember): Promise<void> {
    const members = this.resources.get(resource) ?? new Map<string, Stored>();
    members.set(member.key, { ...member, expiresAt: Date.now() + PRESENCE_TTL_MS });
    this.resources.set(resource, members);
    return Promise.resolve();
  }

  leave(resource: string, key: string): Promise<void> {
    this.resources.get(resource)?.delete(key);
    return Promise.resolve();
  }

  list(resource: string): Promise<PresentMember[]> {
    const members = this.resources.get(resource);
    if (!members) return Promise.resolve([]);
    const now = Date.now();
    for (const [key, member] of members) if (member.expiresAt <= now) members.delete(key);
    if (members.size === 0) this.resources.delete(resource);
    return Promise.resolve([...members.values()].map(({ key, userId, email }) => ({ key, userId, email })));
  }
}

/**
 * Counts the members this replica holds (entered, not left, renewed within PRESENCE_TTL_MS) for
 * the metrics, in front of either engine: Redis' hashes hold every replica's.
 */
export class CountedPresence implements PresenceStore {
  private readonly held = new Map<string, number>();

  constructor(private readonly store: PresenceStore) {}

  enter(resource: string, member: PresentMember): Promise<void> {
    this.held.set(`${resource}\n${member.key}`, Date.now() + PRESENCE_TTL_MS);
    return this.store.enter(resource, member);
  }

  leave(resource: string, key: string): Promise<void> {
    this.held.delete(`${resource}\n${key}`);
    return this.store.leave(resource, key);
  }

  list(resource: string): Promise<PresentMember[]> {
    return this.store.list(resource);
  }

  /** The members entered through this replica and not expired. */
  entries(now = Date.now()): number {
    for (const [key, expiresAt] of this.held) if (expiresAt <= now) this.held.delete(key);
    return this.held.size;
  }
}

const keyOf = (resource: string) => `backoffice:presence:${resource}`;

export class RedisPresence implements PresenceStore {
  constructor(private readonly redis: Redis) {}

  async enter(resource: string, member: PresentMember): Promise<void> {
    const stored: Stored = { ...member, expiresAt: Date.now() + PRESENCE_TTL_MS };
    await this.redis
      .multi()
      .hset(keyOf(resource), member.key, JSON.stringify(stored))
      .pexpire(keyOf(resource), 2 * PRESENCE_TTL_MS)
      .exec();
  }

  async leave(resource: string, key: string): Promise<void> {
    await this.redis.hdel(keyOf(resource), key);
  }

  async list(resource: string): Promise<PresentMember[]> {
    const now = Date.now();
    const members: PresentMember[] = [];
    const expired: string[] = [];
    for (const [key, raw] of Object.entries(await this.redis.hgetall(keyOf(resource)))) {
      const stored = JSON.parse(raw) as Stored;
      if (stored.expiresAt <= now) expired.push(key);
      else members.push({ key, userId: stored.userId, email: stored.email });
    }
    if (expired.length > 0) await this.redis.hdel(keyOf(resource), ...expired);
    return members;
  }
}
