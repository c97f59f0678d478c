import Redis from 'ioredis';
import type { AttemptStore, AttemptWindow } from './attempts';
import type { SessionEvents, SessionRevocation } from './session-events';

// The Redis engine of the gateway's shared state, for several replicas
// (REDIS_URL). Keys are prefixed so one Redis can serve other things too.

const PREFIX = 'backoffice:';
const USER_CHANGED = `${PREFIX}user-changed`;

// INCR, and start the window's expiry with the first attempt, atomically.
const HIT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

export class RedisAttemptStore implements AttemptStore {
  constructor(private readonly redis: Redis) {}

  async peek(key: string): Promise<AttemptWindow> {
    const [count, ttl] = await Promise.all([this.redis.get(PREFIX + key), this.redis.pttl(PREFIX + key)]);
    const n = Number(count ?? 0);
    return n > 0 && ttl > 0 ? { count: n, resetInMs: ttl } : { count: 0, resetInMs: 0 };
  }

  async hit(key: string, windowMs: number): Promise<void> {
    await this.redis.eval(HIT, 1, PREFIX + key, String(windowMs));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(PREFIX + key);
  }
}

const LISTEN_WAIT_MS = 5_000;

export class RedisSessionEvents implements SessionEvents {
  private readonly listeners: Array<(userId: string) => void> = [];
  private subscriber: Redis | null = null;
  private subscribed: Promise<void> = Promise.resolve();

  constructor(private readonly redis: Redis) {}

  async revokeSessions(userId: string, revocation: SessionRevocation, ttlMs: number): Promise<void> {
    await this.redis.set(`${PREFIX}sessions-revoked:${userId}`, JSON.stringify(revocation), 'PX', ttlMs);
  }

  async revocation(userId: string): Promise<SessionRevocation | null> {
    const raw = await this.redis.get(`${PREFIX}sessions-revoked:${userId}`);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SessionRevocation>;
    return typeof parsed.before === 'number' ? { before: parsed.before, keep: typeof parsed.keep === 'string' ? parsed.keep : null } : null;
  }

  async userChanged(userId: string): Promise<void> {
    await this.redis.publish(USER_CHANGED, userId);
  }

  onUserChanged(listener: (userId: string) => void): void {
    this.listeners.push(listener);
    if (this.subscriber) return;
    // A subscribed connection can do nothing else: a second one.
    this.subscriber = this.redis.duplicate();
    // Its connection errors (Redis restarting) are the main client's to log: without a listener
    // ioredis prints each one as an unhandled error event.
    this.subscriber.on('error', (error: Error) => this.redis.emit('error', error));
    this.subscriber.on('message', (channel: string, userId: string) => {
      if (channel === USER_CHANGED) for (const l of this.listeners) l(userId);
    });
    this.subscribed = this.subscriber.subscribe(USER_CHANGED).then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * A replica serves once it hears the others: a change published between its start and its
   * subscription (a sign-out on another replica) was lost, and a stream opened here went on. At
   * most LISTEN_WAIT_MS, so a replica still starts while Redis is down (it then says so in /healthz).
   */
  listening(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, LISTEN_WAIT_MS);
      timer.unref();
      void this.subscribed.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }
}
