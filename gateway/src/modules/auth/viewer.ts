import type { GatewayContext } from '../../context';
import { unauthenticated } from '../../errors';
import { checkAuth } from './client';
import { toViewerModel, type ViewerModel } from './mappers';

/**
 * Who is asking: the session's user, resolved through `/auth/check-auth` (or
 * the replica's short-lived cache, see viewer-cache.ts). Null when there is
 * no session or the upstream no longer accepts its token. Call through
 * `ctx.viewer()`, which memoises it for the request.
 */
export async function loadViewer(ctx: GatewayContext): Promise<ViewerModel | null> {
  const session = ctx.session;
  const auth = ctx.auth;
  if (!session || !auth) return null;
  const cache = ctx.services.viewerCache;
  const key = cache.keyForSession(session);
  const cached = cache.get(key);
  if (cached) return cached;
  // Concurrent requests of one session (a screen's burst) share one lookup.
  const pending = cache.pending(key);
  if (pending) return pending;
  const lookup = checkAuth(ctx.callApi, auth).then((user) => {
    if (!user) return null;
    const viewer = toViewerModel(user);
    cache.set(key, viewer);
    return viewer;
  });
  cache.track(key, lookup);
  return lookup;
}

/** For everything but `viewer` itself: no session is an error. */
export async function requireViewer(ctx: GatewayContext): Promise<ViewerModel> {
  const viewer = await ctx.viewer();
  if (!viewer) throw unauthenticated();
  return viewer;
}
