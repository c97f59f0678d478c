import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config';
import type { UpstreamCaller } from './upstream/caller';
import type { UpstreamAuth, UpstreamClient, UpstreamStats } from './upstream/http-client';

import type { Upstreams, UpstreamService } from './upstream/upstreams';
import { readCookie } from './http/cookies';
import { ErrorCode, hasCode, unauthenticated } from './errors';
import { SESSION_COOKIE, type Session, type SessionCodec } from './access/session';
import type { ViewerCache } from './access/viewer-cache';
import type { SharedState } from './state/shared-state';
import type { OperationSpan } from './telemetry/operation-span';
import type { ViewerModel } from './access/viewer-model';
import type { ActivityRecorder } from './activity-log/recorder';

/** A raw call to the operator API (see GatewayContext.streamApi). */
export type StreamCaller = (req: Parameters<UpstreamClient['raw']>[0]) => ReturnType<UpstreamClient['raw']>;

/** Long-lived pieces shared by every request of one gateway replica. */
export interface GatewayServices {
  config: GatewayConfig;
  logger: Logger;
  codec: SessionCodec;
  upstreams: Upstreams;
  viewerCache: ViewerCache;
  /** Resolves who a request's session belongs to (access/viewer.ts), injected so the context needs no module. */
  viewers: ViewerService;
  /** Replica-wide pieces modules provide (`perReplica`), created on first use. */
  provided: Map<Provider<unknown>, unknown>;
  /** What the gateway remembers itself: sign-in attempts, session revocations (memory or Redis). */
  state: SharedState;
  /** Every successful write, for the Activity screen (SQLite or PostgreSQL); null with AUDIT=false. */
  activity: ActivityRecorder | null;
}

export interface ViewerService {
  load(ctx: GatewayContext): Promise<ViewerModel | null>;
}

/**
 * Something a module provides to resolvers through `ctx.use(provider)`: its DataLoaders (one set
 * per request) or a cache kept for the replica's life. The module declares it next to the code
 * that uses it; the context creates it on first use and never imports the module.
 */
export interface Provider<T> {
  readonly scope: 'request' | 'replica';
  readonly create: (ctx: GatewayContext) => T;
}

/** Created once per request on first use: DataLoaders, per-request memos. */
export const perRequest = <T>(create: (ctx: GatewayContext) => T): Provider<T> => ({ scope: 'request', create });

/** Created once per replica on first use: caches shared by every request. */
export const perReplica = <T>(create: (services: GatewayServices) => T): Provider<T> => ({
  scope: 'replica',
  create: (ctx) => create(ctx.services),
});

/** The parts of an HTTP request the context reads (Express or a test). */
export interface RequestInfo {
  headers: IncomingHttpHeaders;
  /** https (directly or through a trusted proxy): cookies get `Secure`. */
  secure: boolean;
  /** The `x-request-id` of the response (HTTP requests; tests may leave it out). */
  requestId?: string;
  /** The client's address (Express `req.ip`, which honours TRUST_PROXY); asked only when needed (sign-in). */
  clientIp?: () => string | undefined;
  /** The operation's trace span, when tracing is on. */
  span?: OperationSpan | null;
}

/** Receives Set-Cookie values (Express appends them to the response). */
export type CookieSink = (setCookie: string) => void;

/**
 * Everything one GraphQL request needs. Built once per request and kept
 * cheap: the session is read here exactly once (the codec decrypts a given
 * cookie once per replica); the viewer and loaders are created only when a
 * resolver asks.
 */
export class GatewayContext {
  readonly stats: UpstreamStats = { calls: [] };
  readonly secure: boolean;
  readonly requestId: string | undefined;
  readonly span: OperationSpan | null;
  private readonly request: RequestInfo;
  session: Session | null;
  /** Upstream headers for this request's session (null when signed out). */
  auth: UpstreamAuth | null;
  readonly callApi: UpstreamCaller;
  /**
   * The operator API's answer unread, with this session's headers (downloads,
   * multipart uploads, images): the caller reads or pipes the body by status.
   * A 401 drops the cached viewer, as callApi's does.
   */
  readonly streamApi: StreamCaller;
  private readonly cookieSink: CookieSink;
  private readonly headers: IncomingHttpHeaders;
  private viewerPromise: Promise<ViewerModel | null> | undefined;
  /** The viewer once `viewerPromise` has settled (undefined before). */
  private knownViewer: ViewerModel | null | undefined;
  private readonly provided = new Map<Provider<unknown>, unknown>();

  constructor(
    readonly services: GatewayServices,
    request: RequestInfo,
    cookieSink: CookieSink,
  ) {
    this.secure = request.secure;
    this.requestId = request.requestId;
    this.span = request.span ?? null;
    this.request = request;
    this.headers = request.headers;
    this.cookieSink = cookieSink;
    this.session = readSession(services.codec, request.headers);
    this.auth = toAuth(this.session);
    const api = services.upstreams.api;
    this.callApi = (req, auth) => {
      const used = auth === undefined ? this.auth : auth;
      return api.request(req, used, this.stats).catch((error: unknown) => {
        // The upstream refused this token: forget its cached viewer at once, so
        // the next `viewer` query answers null instead of a stale signed-in user.
        if (used && hasCode(error, ErrorCode.UNAUTHENTICATED)) services.viewerCache.delete(services.viewerCache.key(used));
        throw error;
      });
    };
    this.streamApi = (req) =>
      api.raw(req, this.auth, this.stats).catch((error: unknown) => {
        if (this.auth && hasCode(error, ErrorCode.UNAUTHENTICATED)) services.viewerCache.delete(services.viewerCache.key(this.auth));
        throw error;
      });
  }

  /**
   * An upstream service a module declared (upstream/upstreams.ts), counted in this request's
   * calls: with this session's headers when the service takes them, or the `auth` given (the
   * casino REST's own bearer).
   */
  call(service: UpstreamService): UpstreamCaller {
    const client = this.services.upstreams.client(service);
    const own = service.auth === 'session' ? this.auth : null;
    return (req, auth) => client.request(req, auth === undefined ? own : auth, this.stats);
  }

  /**
   * The browser tab that sent this request (`x-tab-id`, set by the app), so its own changes are
   * not echoed to it: the tab as `sessionTab` names it.
   */
  tabId(): string | null {
    return this.sessionTab(this.request.headers['x-tab-id']);
  }

  /**
   * The bulk action this request's write is one row of (`x-activity-batch`, which the app sends
   * with each row of a bulk delete), so Activity can put the rows back together; null when alone.
   */
  activityBatch(): string | null {
    const batch = this.request.headers['x-activity-batch'];
    return typeof batch === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(batch) ? batch : null;
  }

  /**
   * A tab of this request's session, as changes name the tab that made them: bound to the
   * session (issue 39), so someone who learns another person's tab id cannot mute that tab.
   */
  sessionTab(tab: unknown): string | null {
    if (typeof tab !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(tab) || !this.session) return null;
    return `${this.services.viewerCache.keyForSession(this.session)}:${tab}`;
  }

  /**
   * A context for the same request with fresh loaders and memos and no cookies: reads that must
   * not see, nor leave, this request's cached answers (the activity log's before/after snapshots).
   * The viewer is the same person, so a viewer already resolved is shared, not asked again.
   */
  fork(): GatewayContext {
    const forked = new GatewayContext(this.services, this.request, () => {});
    forked.viewerPromise = this.viewerPromise;
    forked.knownViewer = this.knownViewer;
    return forked;
  }

  /** The client's address, or 'unknown' (resolving it costs a little: only sign-in asks). */
  get clientIp(): string {
    return this.request.clientIp?.() ?? 'unknown';
  }

  /** The raw Cookie header (auth mutations read the activation cookie). */
  get cookieHeader(): string | undefined {
    return this.headers.cookie;
  }

  /** Who is asking, null when signed out; resolved once per request. */
  viewer(): Promise<ViewerModel | null> {
    this.viewerPromise ??= this.services.viewers.load(this).then((viewer) => (this.knownViewer = viewer));
    return this.viewerPromise;
  }

  /** For everything but `viewer` itself: no session is an error. */
  async requireViewer(): Promise<ViewerModel> {
    const viewer = await this.viewer();
    if (!viewer) throw unauthenticated();
    return viewer;
  }

  /**
   * A field worked out from the viewer for each row (viewerCanEdit, viewerLevel, ...): answered
   * at once when the viewer is known, as it is once the list's own resolver has asked, so the
   * executor handles a value instead of a promise per row and field; otherwise as
   * `requireViewer` (signed out → UNAUTHENTICATED).
   */
  forViewer<T>(decide: (viewer: ViewerModel) => T): T | Promise<T> {
    if (this.knownViewer) return decide(this.knownViewer);
    return this.requireViewer().then(decide);
  }

  /** The module's piece for this request (or replica), created on first use. */
  use<T>(provider: Provider<T>): T {
    const store = provider.scope === 'replica' ? this.services.provided : this.provided;
    if (!store.has(provider)) store.set(provider, provider.create(this));
    return store.get(provider) as T;
  }

  /** After signIn/activate/signOut: this request now acts as the new session. */
  replaceSession(session: Session | null, viewer: ViewerModel | null): void {
    this.session = session;
    this.auth = toAuth(session);
    this.viewerPromise = Promise.resolve(viewer);
    this.knownViewer = viewer;
  }

  setCookie(value: string): void {
    this.cookieSink(value);
  }
}

function toAuth(session: Session | null): UpstreamAuth | null {
  return session ? { accessToken: session.accessToken, activationToken: session.activationToken } : null;
}

function readSession(codec: SessionCodec, headers: IncomingHttpHeaders): Session | null {
  // API tools send the upstream token themselves; browsers use the cookie.
  const authorization = headers.authorization;
  if (authorization && authorization.startsWith('Bearer ')) {
    const token = authorization.slice(7).trim();
    if (token) {
      const activation = headers['activation-token'];
      return {
        accessToken: token,
        activationToken: (Array.isArray(activation) ? activation[0] : activation) ?? null,
        email: null,
        userId: null,
      };
    }
  }
  return codec.decodeSession(readCookie(headers.cookie, SESSION_COOKIE));
}
