import type { UpstreamAuth } from '../../upstream/http-client';
import { sessionKey, setBounded } from '../../upstream/session-cache';
import { perReplica } from '../../context';

// The casino REST wants its own bearer, handed out by the operator API
// (`/api-rest/get-token`, valid `expiresIn` seconds). One replica keeps one
// token per upstream session and reuses it until shortly before it runs out;
// concurrent requests of a session wait for the same token call.

/** Renew this long before expiry (at most a tenth of the lifetime). */
const MARGIN_MS = 30_000;

export interface CasinoToken {
  token: string;
  /** Seconds the token stays valid. */
  expiresIn: number;
}

interface Entry {
  token: Promise<string>;
  /** Until when the token is handed out; Infinity while the call is under way. */
  usableUntil: number;
}

export class CasinoTokenCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  key(auth: UpstreamAuth): string {
    return sessionKey(auth);
  }

  /** The session's token, calling `fetch` only when none is usable. */
  get(key: string, fetch: () => Promise<CasinoToken>): Promise<string> {
    const entry = this.entries.get(key);
    if (entry && entry.usableUntil > this.now()) return entry.token;
    const fresh: Entry = { token: Promise.resolve(''), usableUntil: Infinity };
    fresh.token = fetch().then(
      ({ token, expiresIn }) => {
        const lifetime = Math.max(0, expiresIn * 1000);
        fresh.usableUntil = this.now() + lifetime - Math.min(MARGIN_MS, lifetime / 10);
        return token;
      },
      (error: unknown) => {
        // A failed call is not cached: the next request tries again.
        if (this.entries.get(key) === fresh) this.entries.delete(key);
        throw error;
      },
    );
    setBounded(this.entries, key, fresh);
    return fresh.token;
  }

  /** The casino REST refused `token`: forget it (unless already replaced). */
  async drop(key: string, token: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return;
    const current = await entry.token.catch(() => null);
    if (current === token && this.entries.get(key) === entry) this.entries.delete(key);
  }
}

/** The replica's casino bearers: `ctx.use(casinoTokens)`. */
export const casinoTokens = perReplica(() => new CasinoTokenCache());
