// Failed attempts per key in a fixed window (the sign-in throttle). One
// interface, two engines: in memory for one gateway (the default, nothing to
// set up) and Redis for several replicas (redis-state.ts), so a limit holds
// whichever replica a request reaches.

export interface AttemptWindow {
  /** Failed attempts counted in the current window. */
  count: number;
  /** Until the window ends (0 when nothing is counted). */
  resetInMs: number;
}

export interface AttemptStore {
  peek(key: string): Promise<AttemptWindow>;
  /** Counts one failed attempt; the window starts with the first one. */
  hit(key: string, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

const MAX_KEYS = 100_000;

export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async peek(key: string): Promise<AttemptWindow> {
    const entry = this.windows.get(key);
    const now = this.now();
    if (!entry || entry.endsAt <= now) return { count: 0, resetInMs: 0 };
    return { count: entry.count, resetInMs: entry.endsAt - now };
  }

  async hit(key: string, windowMs: number): Promise<void> {
    const now = this.now();
    const entry = this.windows.get(key);
    if (entry && entry.endsAt > now) {
      entry.count += 1;
      return;
    }
    if (this.windows.size >= MAX_KEYS) this.prune(now);
    this.windows.set(key, { count: 1, endsAt: now + windowMs });
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Drops ended windows; if an attacker filled the map with live ones, the oldest go. */
  private prune(now: number): void {
    for (const [key, entry] of this.windows) if (entry.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
