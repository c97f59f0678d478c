import { createHash } from 'node:crypto';
import type { UpstreamAuth } from './http-client';

// What every per-session cache of one replica shares: keys are hashes of the
// session's tokens (the map never holds a usable credential), and the map is
// bounded so a flood of distinct tokens cannot grow memory.

export const MAX_SESSION_ENTRIES = 5_000;

export function sessionKey(auth: UpstreamAuth): string {
  return createHash('sha256')
    .update(auth.accessToken ?? '')
    .update('\n')
    .update(auth.activationToken ?? '')
    .digest('base64url');
}

/** Sets `key` as the newest entry, evicting the oldest when the map is full. */
export function setBounded<V>(entries: Map<string, V>, key: string, value: V, max = MAX_SESSION_ENTRIES): void {
  entries.delete(key);
  if (entries.size >= max) {
    // Map keeps insertion order: the first key is the oldest.
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, value);
}
