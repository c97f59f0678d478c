import type { Logger } from 'pino';
import type { UpstreamCaller } from '../upstream/caller';
import type { UpstreamAuth } from '../upstream/http-client';
import type { SharedState } from '../state/shared-state';
import type { ViewerCache } from './viewer-cache';
import { checkAuth } from './check-auth';
import { toViewerModel, type ViewerModel } from './viewer-model';
import type { Session } from './session';

/** What the lookup reads of a request's context: its session and the replica's caches. */
export interface ViewerLookup {
  readonly session: Session | null;
  readonly auth: UpstreamAuth | null;
  readonly callApi: UpstreamCaller;
  readonly services: {
    readonly viewerCache: ViewerCache;
    readonly state: Pick<SharedState, 'sessions'>;
    readonly logger: Pick<Logger, 'error'>;
  };
}

/**
 * Who is asking: the session's user, resolved through `/auth/check-auth` (or
 * the replica's short-lived cache, see viewer-cache.ts). Null when there is
 * no session or the upstream no longer accepts its token. Call through
 * `ctx.viewer()`, which memoises it for the request.
 */
export async function loadViewer(ctx: ViewerLookup): Promise<ViewerModel | null> {
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
  const lookup = checkAuth(ctx.callApi, auth).then(async (user) => {
    if (!user) return null;
    const viewer = toViewerModel(user);
    if (await sessionRevoked(ctx, session, viewer.id)) return null;
    cache.set(key, viewer);
    return viewer;
  });
  cache.track(key, lookup);
  return lookup;
}

/**
 * Ended by a password change made in another session of this user (the
 * upstream token may still be valid, the session is not). Read only when the
 * viewer is looked up: a change drops the user's cached viewer on every
 * replica, so the next request comes here.
 */
async function sessionRevoked(ctx: ViewerLookup, session: Session, userId: string): Promise<boolean> {
  if (session.issuedAt === undefined) return false;
  const revocation = await ctx.services.state.sessions.revocation(userId).catch((error: unknown) => {
    ctx.services.logger.error({ err: error }, 'session revocations unreadable; the session stays valid');
    return null;
  });
  return revocation !== null && session.issuedAt < revocation.before && session.sid !== revocation.keep;
}
