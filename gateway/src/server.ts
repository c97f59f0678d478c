import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import type { GatewayConfig } from './config';
import { GatewayContext, type GatewayServices, type RequestInfo, type CookieSink } from './context';
import { createApollo } from './graphql/apollo';
import { createFormatError } from './graphql/format-error';
import { preparedSchema } from './prepared-schema';
import { TextDocuments } from './graphql/documents/text-documents';
import { CacheBudget } from './graphql/documents/cache-budget';
import { zoneNameCounts } from './catalogue/time-zones';
import { cors } from './http/cors';
import { finalErrorHandler } from './http/final-error';
import { frontDoor, type NodeHandler } from './http/front-door';
import { forwarded } from './http/forwarded';
import { requestId } from './http/request-id';
import type { OperationSpan } from './telemetry/operation-span';
import { graphqlHandler } from './graphql/graphql-handler';
import { securityHeaders } from './http/security-headers';
import { webApp } from './http/web-app';
import { uploadMiddleware } from './http/upload';
import { LiveStreams } from './graphql/live/live-streams';
import { StreamDocuments } from './graphql/live/stream-documents';
import { streamHandler } from './graphql/live/stream-handler';
import { MODULES } from './modules';
import { createLogger } from './logger';
import { SessionCodec } from './access/session';
import { ViewerCache } from './access/viewer-cache';
import { loadViewer } from './access/viewer';
import { Upstreams } from './upstream/upstreams';
import { answersWithin, livez, readyz, untilReachable } from './http/readiness';
import { stopServing } from './http/stop-serving';
import { GatewayMetrics } from './telemetry/metrics';
import { reportReplica } from './graphql/replica-metrics';
import { createSharedState } from './state/shared-state';
import { createActivityRecorder } from './activity-log/store';

// Wiring only: every behaviour lives in the modules this file assembles.

export { loadConfig, type GatewayConfig } from './config';

export interface GatewayDeps {
  /** Replaces every upstream connection pool (tests pass an undici MockAgent). */
  dispatcher?: Dispatcher;
  logger?: Logger;
}

export interface Gateway {
  app: Express;
  apollo: ApolloServer<GatewayContext>;
  services: GatewayServices;
  /** What /metrics shows (served by `listenMetrics`, never by the app's server). */
  metrics: GatewayMetrics;
  /** Texts asked for again, compiled for the fast path (null with TRUSTED_DOCUMENTS_ONLY). */
  textDocuments: TextDocuments | null;
  /** Resolves once Apollo Server has started. */
  ready: Promise<void>;
  /** The per-request context, built exactly as for HTTP requests. */
  createContext(request: RequestInfo, cookieSink?: CookieSink): GatewayContext;
  /** Starts listening (port 0 = any free port); resolves with the base URL. */
  listen(port?: number, host?: string): Promise<{ url: string; port: number }>;
  /** Serves /metrics on its own port (METRICS_PORT on METRICS_HOST by default); null with METRICS=false. */
  listenMetrics(port?: number, host?: string): Promise<string | null>;
  /**
   * SIGTERM's first step: /readyz answers 503 so the load balancer stops sending traffic.
   * Requests keep being served, on kept-alive connections too, until `close()`.
   */
  drain(): void;
  /** Stops serving; `lateRequestsMs`: how long connections just accepted may still send a request. */
  close(lateRequestsMs?: number): Promise<void>;
}

const STARTED_AT = Date.now();
/** The largest JSON body a GraphQL request may have (uploads have their own limits). */
const MAX_BODY_BYTES = 1024 * 1024;
/** How long /healthz waits for the shared state's answer before calling it down. */
const HEALTH_PING_MS = 300;

export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): Gateway {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const metrics = new GatewayMetrics(config.metrics.enabled);
  const services: GatewayServices = {
    config,
    logger,
    codec: new SessionCodec(config.sessionSecret),
    upstreams: new Upstreams(
      config,
      MODULES.flatMap((m) => m.upstreams ?? []),
      deps.dispatcher,
      metrics.upstream,
    ),
    viewerCache: new ViewerCache(config.viewerCacheMs),
    viewers: { load: loadViewer },
    provided: new Map(),
    state: createSharedState(config.redisUrl, logger, config.settledFiguresPath),
    activity: createActivityRecorder(config.activity, logger),
  };
  // A user's permissions, role or password changed (here or on another replica): their cached viewer goes.
  services.state.sessions.onUserChanged((userId) => services.viewerCache.dropUser(userId));
  const createContext = (request: RequestInfo, cookieSink: CookieSink = () => {}) => new GatewayContext(services, request, cookieSink);

  const { schema, trustedDocuments } = preparedSchema(config, logger);
  const formatError = createFormatError(logger);
  // What the replica learns from requests (documents) stays within CACHE_BUDGET_MB (issue 42).
  const budget = new CacheBudget(config.cacheBudgetBytes);
  const apollo = createApollo(config, logger, schema, formatError, budget);
  // Operations are labelled by name only when they are the app's own: any other name is `other`.
  metrics.requests.knowOperations([...trustedDocuments.values()].map((document) => document.operationName));
  // Ready once Apollo has started and the replica hears the others' session changes.
  const ready = Promise.all([apollo.start(), services.state.sessions.listening()]).then(() => undefined);
  // Surfaced by listen()/executeOperation; avoid an unhandled rejection meanwhile.
  ready.catch(() => {});

  const app = express();
  app.set('etag', false);
  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', parseTrustProxy(config.trustProxy));
  let draining = false;
  // Once the server stops taking connections, each answer closes its own: the client's next request
  // finds another replica. Not during the drain: a balancer that does not poll /readyz would then
  // open a new connection for every request, and one waiting in the accept queue when the listener
  // closes is reset with its request unread (a 502 for a mutation, which nginx does not resend).
  let closing = false;
  const closeWhileClosing: NodeHandler = (_req, res, next) => {
    if (closing) res.setHeader('Connection', 'close');
    next();
  };
  // Every request's first handlers; the front door runs them too for the requests it takes.
  const facts = forwarded(app);
  const common = [requestId(config.trustProxy !== undefined), securityHeaders(facts.secure), cors(config.corsOrigins), closeWhileClosing];
  app.use(common);

  // Ready once Apollo has started and the shared stores answered once (readiness.ts).
  const activity = services.activity;
  const started = ready.then(() =>
    Promise.all([untilReachable(() => services.state.ping()), activity && untilReachable(() => activity.areas())]),
  );
  let isStarted = false;
  started.then(() => (isStarted = true)).catch(() => {});
  app.get('/livez', livez());
  app.get('/readyz', readyz({ started: started.then(() => undefined), draining: () => draining }));

  app.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // The shared stores' trouble shows here without failing the check: writes go on without the
    // activity store (entries queue), sign-ins without Redis (the throttle fails open). Their error
    // texts stay for admins (`activityStoreHealth`), as they may name hosts.
    const health = services.activity?.health();
    const activity = health && { engine: health.engine, ok: health.ok, pending: health.pending, dropped: health.dropped };
    const sharedState = { engine: services.state.engine, ok: await answersWithin(() => services.state.ping(), HEALTH_PING_MS) };
    res.json({
      status: 'ok',
      uptimeSeconds: Math.round((Date.now() - STARTED_AT) / 1000),
      sharedState,
      ...(activity && { activity }),
      memory: { residentBytes: process.memoryUsage.rss(), cacheBudget: budget.report(), timeZones: zoneNameCounts() },
    });
  });

  // On Node's request and response: the front door's are not Express's (front-door.ts).
  const contextFor = (req: IncomingMessage, res: ServerResponse, span: OperationSpan | null = null) =>
    createContext(
      { headers: req.headers, secure: facts.secure(req), requestId: req.requestId, clientIp: () => facts.clientIp(req), span },
      (cookie) => res.appendHeader('Set-Cookie', cookie),
    );
  for (const route of MODULES.flatMap((module) => module.routes ?? [])) app.get(route.path, route.handler(contextFor, schema));

  // Subscriptions (the live feed, presence) behind the same door as /graphql (issue 39), before
  // /graphql, whose prefix would take this path too.
  const streams = new LiveStreams(config.liveStreams, (error) => logger.warn({ err: error }, 'live stream viewer not checked'));
  // After the cache's own listener above: the streams read the changed user afresh.
  services.state.sessions.onUserChanged((userId) => streams.userChanged(userId));
  const documents = new StreamDocuments(schema, config, trustedDocuments, budget);
  app.post(
    '/graphql/stream',
    streamHandler({
      schema,
      documents,
      streams,
      contextFor,
      createContext,
      formatError,
      logger,
      metrics: metrics.requests,
      maxBodyBytes: MAX_BODY_BYTES,
    }),
  );
  const textDocuments = config.trustedDocuments.only ? null : new TextDocuments(schema, config, budget);
  const handler = graphqlHandler(apollo, contextFor, MAX_BODY_BYTES, {
    documents: trustedDocuments,
    only: config.trustedDocuments.only,
    texts: textDocuments,
    fastPath: { formatError, logger, metrics: metrics.requests },
  });
  reportReplica(metrics, { services, streams, trustedDocuments, textDocuments, ready: () => isStarted && !draining });
  // The parser's cap is the larger limit; each resolver checks its own (CSV or image)
  // and names it, so an image is never cut at the CSV limit with the image limit's message.
  app.use('/graphql', uploadMiddleware(Math.max(config.maxUploadBytes, config.maxImageUploadBytes)), handler);

  app.use(webApp(config.webDist, config.graphiql));
  const onError = finalErrorHandler(logger);
  app.use(onError);
  const listener = frontDoor(app, { common, handler, onError });

  let server: Server | undefined;

  return {
    app,
    apollo,
    services,
    metrics,
    textDocuments,
    ready,
    createContext,
    async listen(port = config.port, host = config.host) {
      await ready;
      server = await new Promise<Server>((resolve, reject) => {
        const s = createServer(listener)
          .once('error', reject)
          .listen(port, host, () => resolve(s));
      });
      // Keep-alive longer than typical load balancer idle timeouts.
      server.keepAliveTimeout = 65_000;
      const actual = (server.address() as AddressInfo).port;
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      return { url: `http://${shownHost}:${actual}`, port: actual };
    },
    async listenMetrics(port = config.metrics.port, host = config.metrics.host) {
      return config.metrics.enabled ? metrics.serve(port, host) : null;
    },
    drain() {
      draining = true;
    },
    async close(lateRequestsMs = 0) {
      draining = true;
      closing = true;
      // Open event streams would hold the server open: they end, and their clients reconnect elsewhere.
      streams.closeAll();
      if (server) await stopServing(server, lateRequestsMs);
      await apollo.stop().catch(() => {});
      await services.upstreams.close();
      await services.state.close();
      await services.activity?.close();
      await metrics.close();
    },
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
