import Redis from 'ioredis';
import { MemoryAttemptStore, type AttemptStore } from './attempts';
import { RedisAttemptStore, RedisSessionEvents } from './redis-state';
import { MemorySessionEvents, type SessionEvents } from './session-events';
import { flushRedis, redisTestUrl } from '../test/redis';

// One contract, every engine: the in-memory default and Redis (real server,
// started by npm test) behave the same.

interface Engine {
  attempts: AttemptStore;
  sessions: SessionEvents;
  /** A second replica's view of the same store. */
  other: { attempts: AttemptStore; sessions: SessionEvents };
  close(): Promise<void>;
}

function memoryEngine(): Engine {
  const attempts = new MemoryAttemptStore();
  const sessions = new MemorySessionEvents();
  return { attempts, sessions, other: { attempts, sessions }, close: async () => {} };
}

async function redisEngine(): Promise<Engine> {
  await flushRedis();
  const a = new Redis(redisTestUrl()!);
  const b = new Redis(redisTestUrl()!);
  const sessionsA = new RedisSessionEvents(a);
  const sessionsB = new RedisSessionEvents(b);
  return {
    attempts: new RedisAttemptStore(a),
    sessions: sessionsA,
    other: { attempts: new RedisAttemptStore(b), sessions: sessionsB },
    async close() {
      await sessionsA.close();
      await sessionsB.close();
      a.disconnect();
      b.disconnect();
    },
  };
}

const engines: Array<[string, () => Promise<Engine> | Engine]> = [['memory', memoryEngine]];
if (redisTestUrl()) engines.push(['redis', redisEngine]);

describe.each(engines)('shared state on %s', (_name, make) => {
  let engine: Engine;
  beforeEach(async () => {
    engine = await make();
  });
  afterEach(() => engine.close());

  it('counts attempts in a window that starts with the first and ends on its own', async () => {
    expect(await engine.attempts.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    await engine.attempts.hit('k', 60_000);
    await engine.other.attempts.hit('k', 60_000);
    const seen = await engine.other.attempts.peek('k');
    expect(seen.count).toBe(2);
    expect(seen.resetInMs).toBeGreaterThan(50_000);
    expect(seen.resetInMs).toBeLessThanOrEqual(60_000);
    await engine.attempts.clear('k');
    expect((await engine.other.attempts.peek('k')).count).toBe(0);
  });

  it('lets a window run out', async () => {
    await engine.attempts.hit('short', 30);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await engine.attempts.peek('short')).toEqual({ count: 0, resetInMs: 0 });
  });

  it('keeps a revocation for every replica until it expires', async () => {
    expect(await engine.other.sessions.revocation('7')).toBeNull();
    await engine.sessions.revokeSessions('7', { before: 1_000, keep: 'sid-a' }, 60_000);
    expect(await engine.other.sessions.revocation('7')).toEqual({ before: 1_000, keep: 'sid-a' });
    await engine.sessions.revokeSessions('8', { before: 2_000, keep: null }, 30);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await engine.other.sessions.revocation('8')).toBeNull();
  });

  it('tells every replica that a user changed, from the moment it says it listens', async () => {
    const heard = new Promise<string>((resolve) => engine.other.sessions.onUserChanged(resolve));
    // A replica serves once listening() settles (server.ts): the first change published after
    // is heard, none is lost to a subscription still on its way to Redis.
    await engine.other.sessions.listening();
    await engine.sessions.userChanged('42');
    expect(await heard).toBe('42');
  });
});
