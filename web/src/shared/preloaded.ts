// Which queries a route loader has just started (ScreenPreload). A screen that normally
// reads cache-and-network (a background refresh keeps other staff members' changes
// visible) reads its freshly preloaded query from the cache alone: the preload was that
// refresh, and asking again would double the request.

const FRESH_MS = 10_000;
const started = new Map<string, number>();

export function markPreloaded(key: string): void {
  started.set(key, Date.now());
}

export function screenFetchPolicy(key: string): 'cache-first' | 'cache-and-network' {
  const at = started.get(key);
  return at !== undefined && Date.now() - at < FRESH_MS ? 'cache-first' : 'cache-and-network';
}
