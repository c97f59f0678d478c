import path from 'node:path';
import { z } from 'zod';

// Every setting of the gateway, read from the environment in one place and
// validated, so a typo fails at start-up instead of at the first request.

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production';
const REPO_ROOT = path.resolve(__dirname, '..', '..');

const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']).transform((v) => ['true', '1', 'yes', 'on'].includes(v));
const positiveInt = z.coerce.number().int().positive();
/** An http(s) URL (the upstreams' base URLs). */
export const httpUrl = z.url({ protocol: /^https?$/ });

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  UPSTREAM_API_URL: httpUrl.default('http://127.0.0.1:4010'),
  MAX_UPLOAD_BYTES: positiveInt.default(5 * 1024 * 1024),
  MAX_IMAGE_UPLOAD_BYTES: positiveInt.default(2 * 1024 * 1024),
  UPSTREAM_TIMEOUT_MS: positiveInt.default(5000),
  UPSTREAM_WRITE_TIMEOUT_MS: positiveInt.default(60_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5000),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  CORS_ORIGINS: z.string().default(''),
  WEB_DIST: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'web', 'dist')),
  GRAPHIQL: flag.optional(),
  INTROSPECTION: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAX_DEPTH: positiveInt.default(12),
  MAX_ALIASES: positiveInt.default(30),
  MAX_TOKENS: positiveInt.default(2000),
  VIEWER_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  LIVE_STREAMS_PER_SESSION: positiveInt.default(16),
  LIVE_STREAMS_PER_REPLICA: positiveInt.default(2000),
  TRUST_PROXY: z.string().optional(),
  GRAPHQL_JIT: flag.optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SIGN_IN_MAX_ATTEMPTS: positiveInt.default(10),
  SIGN_IN_WINDOW_MINUTES: positiveInt.default(15),
  TRUSTED_DOCUMENTS_PATH: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'web', 'src', 'gql', 'persisted-documents.json')),
  TRUSTED_DOCUMENTS_ONLY: flag.optional(),
  DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, '.data', 'gateway')),
  AUDIT: flag.optional(),
  AUDIT_DATABASE: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  AUDIT_RETENTION_DAYS: positiveInt.default(365),
  AUDIT_QUEUE_MAX: positiveInt.default(10_000),
  AUDIT_RETRY_MS: positiveInt.default(5000),
  METRICS: flag.optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  CACHE_BUDGET_MB: positiveInt.default(64),
  PAYMENTS_WARM_UP: flag.optional(),
});

export interface GatewayConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** The operator API's base URL (UPSTREAM_API_URL), without a trailing slash. */
  upstreamApiUrl: string;
  /**
   * The environment the other upstreams' URLs are read from: each module declares its services
   * and their variables (JACKPOT_URL, ...; upstream/upstreams.ts), checked when the gateway starts.
   */
  upstreamEnv: Readonly<Record<string, string | undefined>>;
  /** Largest CSV upload accepted on /graphql (one file per request). */
  maxUploadBytes: number;
  /** Largest configuration image (ticket banners) accepted; the operator API stores up to 2 MiB. */
  maxImageUploadBytes: number;
  upstreamTimeoutMs: number;
  /** The budget of a write (imports, bulk deletes and reorders take longer than a read). */
  upstreamWriteTimeoutMs: number;
  /** On SIGTERM, how long /readyz says no before the server stops (the load balancer's check interval). */
  shutdownDrainMs: number;
  sessionSecret: string;
  corsOrigins: string[];
  webDist: string;
  graphiql: boolean;
  introspection: boolean;
  logLevel: string;
  limits: { maxDepth: number; maxAliases: number; maxTokens: number };
  /** How long one replica reuses a resolved viewer (0 disables). */
  viewerCacheMs: number;
  /**
   * Open live streams (/graphql/stream) one session and one replica may hold; each open stream's
   * viewer is read again every `recheckMs` (the viewer cache's window).
   */
  liveStreams: { perSession: number; perReplica: number; recheckMs: number };
  /** Express `trust proxy` value (behind a TLS-terminating load balancer). */
  trustProxy: string | undefined;
  /**
   * Execute operations with graphql-jit (compiled once per operation) instead of
   * graphql-js. On by default; GRAPHQL_JIT=false falls back, and CI runs the
   * gateway suite both ways.
   */
  graphqlJit: boolean;
  /** Redis shared by several replicas (sign-in throttle, session revocations); memory when unset. */
  redisUrl: string | undefined;
  /**
   * Without REDIS_URL, where the past days' payment figures are kept across restarts
   * (DATA_DIR/settled-figures.sqlite; `:memory:` in tests).
   */
  settledFiguresPath: string;
  /** Failed sign-ins allowed per email and per client address within the window. */
  signIn: { maxAttempts: number; windowMs: number };
  /**
   * The web app's operations (codegen's persisted-documents.json), compiled at start and run on
   * the fast path when a request names one by hash. `only`: refuse every other document (production).
   */
  trustedDocuments: { path: string; only: boolean };
  /**
   * The activity store (issue 19): every successful write. SQLite in `sqlitePath` (DATA_DIR/activity.sqlite;
   * `:memory:` in tests) unless DATABASE_URL names the PostgreSQL several replicas share. AUDIT=false
   * keeps only the log line (the bench compares both).
   */
  activity: {
    enabled: boolean;
    sqlitePath: string;
    databaseUrl: string | undefined;
    retentionDays: number;
    queueMax: number;
    retryMs: number;
  };
  /**
   * Prometheus metrics (issue 44) on a port of their own, never the app's: loopback unless
   * METRICS_HOST says otherwise. `main.ts` serves them; METRICS=false counts nothing (the bench compares).
   */
  metrics: { enabled: boolean; port: number; host: string };
  /**
   * What the caches of documents learnt from requests may hold together, in bytes (CACHE_BUDGET_MB,
   * issue 42), split between them by graphql/documents/cache-budget.ts and shown in /healthz.
   */
  cacheBudgetBytes: number;
  /**
   * Keep the past year's payment figures in the background once a payments reader signs in
   * (modules/payments/warm-up.ts). On unless PAYMENTS_WARM_UP=false; off in unit tests, which
   * would otherwise all read a year of payments behind their own calls.
   */
  paymentsWarmUp: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, warn: (message: string) => void = (m) => console.warn(m)): GatewayConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  let sessionSecret = e.SESSION_SECRET;
  if (!sessionSecret) {
    if (production) throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
    warn('SESSION_SECRET is not set: using a development secret. Never do this in production.');
    sessionSecret = DEV_SESSION_SECRET;
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    upstreamApiUrl: trimSlash(e.UPSTREAM_API_URL),
    upstreamEnv: env,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamWriteTimeoutMs: Math.max(e.UPSTREAM_WRITE_TIMEOUT_MS, e.UPSTREAM_TIMEOUT_MS),
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    maxImageUploadBytes: e.MAX_IMAGE_UPLOAD_BYTES,
    sessionSecret,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    webDist: path.resolve(e.WEB_DIST),
    graphiql: e.GRAPHIQL ?? !production,
    introspection: e.INTROSPECTION ?? !production,
    logLevel: e.LOG_LEVEL,
    limits: { maxDepth: e.MAX_DEPTH, maxAliases: e.MAX_ALIASES, maxTokens: e.MAX_TOKENS },
    viewerCacheMs: e.VIEWER_CACHE_MS,
    // With the viewer cache off, every 5 s still: a check per stream per request would be a flood.
    liveStreams: { perSession: e.LIVE_STREAMS_PER_SESSION, perReplica: e.LIVE_STREAMS_PER_REPLICA, recheckMs: e.VIEWER_CACHE_MS || 5000 },
    trustProxy: e.TRUST_PROXY,
    graphqlJit: e.GRAPHQL_JIT ?? true,
    redisUrl: e.REDIS_URL,
    settledFiguresPath: e.NODE_ENV === 'test' ? ':memory:' : path.join(path.resolve(e.DATA_DIR), 'settled-figures.sqlite'),
    signIn: { maxAttempts: e.SIGN_IN_MAX_ATTEMPTS, windowMs: e.SIGN_IN_WINDOW_MINUTES * 60_000 },
    trustedDocuments: { path: path.resolve(e.TRUSTED_DOCUMENTS_PATH), only: e.TRUSTED_DOCUMENTS_ONLY ?? false },
    activity: {
      enabled: e.AUDIT ?? true,
      sqlitePath: e.AUDIT_DATABASE ?? (e.NODE_ENV === 'test' ? ':memory:' : path.join(path.resolve(e.DATA_DIR), 'activity.sqlite')),
      databaseUrl: e.DATABASE_URL,
      retentionDays: e.AUDIT_RETENTION_DAYS,
      queueMax: e.AUDIT_QUEUE_MAX,
      retryMs: e.AUDIT_RETRY_MS,
    },
    metrics: { enabled: e.METRICS ?? true, port: e.METRICS_PORT, host: e.METRICS_HOST },
    cacheBudgetBytes: e.CACHE_BUDGET_MB * 1024 * 1024,
    paymentsWarmUp: e.PAYMENTS_WARM_UP ?? e.NODE_ENV !== 'test',
  };
}

/** A base URL without its trailing slashes. */
export function trimSlash(u: string): string {
  return u.replace(/\/+$/, '');
}
