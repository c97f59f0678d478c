import { createHash } from 'node:crypto';
import type { UpstreamAuth } from '../../upstream/http-client';
import type { ViewerModel } from './mappers';
import type { Session } from './session';

// Why a cache: one screen sends several operations at once (viewer, list,
// detail), and each needs to know who is asking. Without it every operation
// pays an extra upstream hop (`/auth/check-auth`) before doing its work. A few
// seconds per replica is enough to absorb that burst, short enough that a
// revoked token or changed permissions show up almost at once — and any other
// upstream call with a revoked token still answers 401 → UNAUTHENTICATED.
// Keys are hashes of the tokens, so the map never holds a usable credential;
// the size is bounded so a flood of distinct tokens cannot grow memory.

const MAX_ENTRIES = 5_000;

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
    return createHash('sha256')
      .update(auth.accessToken ?? '')
      .update('\n')
      .update(auth.activationToken ?? '')
      .digest('base64url');
  }

  get(key: string, now = Date.now()): ViewerModel | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.viewer;
  }

  set(key: string, viewer: ViewerModel, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      // Map keeps insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { viewer, expiresAt: now + this.ttlMs });
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

  clear(): void {
    this.entries.clear();
  }
}
