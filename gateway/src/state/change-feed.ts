import type Redis from 'ioredis';

// What another staff member changed (issue 28), published as each write is recorded and heard by
// every replica's open event streams: the area, the entity and the names of the fields, never
// their values. In memory with one gateway; through Redis pub/sub with several.

export interface EntityChange {
  area: string;
  operation: string;
  entityType: string | null;
  entityId: string | null;
  /** The website the changed record belongs to (null: none), so only who may read it hears (issue 39). */
  websiteId: string | null;
  changedBy: string | null;
  changedByUserId: string | null;
  fields: string[];
  /** ISO 8601. */
  at: string;
  /** The session's browser tab that made it (GatewayContext.tabId), so its own stream does not echo it back. */
  tab: string | null;
}

export type ChangeListener = (change: EntityChange) => void;

/** Changes this replica sent to the feed and heard from it (its own included), for the metrics. */
export interface FeedCounts {
  published: number;
  received: number;
}

export interface ChangeFeed {
  readonly counts: FeedCounts;
  publish(change: EntityChange): void;
  /** Resolves to the function that stops listening. */
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

export class MemoryChangeFeed implements ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  readonly counts: FeedCounts = { published: 0, received: 0 };

  publish(change: EntityChange): void {
    this.counts.published += 1;
    this.counts.received += 1;
    for (const listener of this.listeners) listener(change);
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}

const CHANNEL = 'backoffice:entity-changed';

/** Every replica's feed hears every replica's changes, its own included (it publishes only to Redis). */
export class RedisChangeFeed implements ChangeFeed {
  private readonly local = new MemoryChangeFeed();
  private subscriber: Redis | null = null;
  readonly counts: FeedCounts = { published: 0, received: 0 };

  constructor(private readonly redis: Redis) {}

  publish(change: EntityChange): void {
    this.counts.published += 1;
    // A change that cannot be published is only not seen live: its entry is in Activity anyway.
    this.redis.publish(CHANNEL, JSON.stringify(change)).catch((error: unknown) => this.redis.emit('error', error));
  }

  subscribe(listener: ChangeListener): () => void {
    if (!this.subscriber) {
      // A subscribed connection can do nothing else: a second one, opened with the first listener.
      this.subscriber = this.redis.duplicate();
      this.subscriber.on('error', (error: Error) => this.redis.emit('error', error));
      this.subscriber.on('message', (channel: string, message: string) => {
        if (channel !== CHANNEL) return;
        this.counts.received += 1;
        try {
          this.local.publish(JSON.parse(message) as EntityChange);
        } catch {
          // not one of ours
        }
      });
      void this.subscriber.subscribe(CHANNEL).catch(() => undefined);
    }
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.subscriber?.quit().catch(() => undefined);
  }
}
