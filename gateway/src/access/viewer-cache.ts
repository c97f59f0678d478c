import type { UpstreamAuth } from '../upstream/http-client';
import { sessionKey, setBounded } from '../upstream/session-cache';
import type { ViewerModel } from './viewer-model';
import type { Session } from './session';

// Why a cache: one screen sends several operations at once (viewer, list,
// detail), and each needs to know who is asking. Without it every operation
// pays an extra upstream hop (`/auth/check-auth`) before doing its work. A few
// seconds per replica is enough to absorb that burst, short enough that a
// revoked token or changed permissions show up almost at once — and any other
// upstream call with a revoked token still answers 401 → UNAUTHENTICATED.
// Keys and size bound: see upstream/session-cache.

interface Entry {
  viewer: ViewerModel;
  expiresAt: number;
}

export class ViewerCache {
  private readonly entries = new Map<string, Entry>();
  // Decoded sessions are reused across requests (see SessionCodec), so the
  // hash is computed once per session rather than once per request.
  private readonly keys = new WeakMap<Session, string>();
  private readonly inFlight = new Map<string, Promise<ViewerModel | null>>();
  /** Lookups answered from the cache and not (the metrics read them). */
  hits = 0;
  misses = 0;

  constructor(private readonly ttlMs: number) {}

  keyForSession(session: Session): string {
    let key = this.keys.get(session);
    if (key === undefined) {
      key = this.key(session);
      this.keys.set(session, key);
    }
    return key;
  }

  key(auth: UpstreamAuth): string {
    return sessionKey(auth);
  }

  get(key: string, now = Date.now()): ViewerModel | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return entry.viewer;
  }

  set(key: string, viewer: ViewerModel, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    setBounded(this.entries, key, { viewer, expiresAt: now + this.ttlMs });
  }

  /** A lookup already under way for this key, if any. */
  pending(key: string): Promise<ViewerModel | null> | undefined {
    return this.inFlight.get(key);
  }

  track(key: string, lookup: Promise<ViewerModel | null>): void {
    this.inFlight.set(key, lookup);
    const clear = () => this.inFlight.delete(key);
    lookup.then(clear, clear);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every cached viewer of this user (their permissions, role or password changed). */
  dropUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.viewer.id === userId) this.entries.delete(key);
  }

  /** How many viewers are cached (expired ones included until they are next asked for). */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
