import type { GatewayServices } from '../context';
import { answersWithin } from '../http/readiness';
import type { GatewayMetrics } from '../telemetry/metrics';
import type { LiveStreams } from './live/live-streams';
import type { TextDocuments } from './documents/text-documents';
import type { TrustedDocuments } from './documents/trusted-documents';

// What one replica reports besides its requests (issue 44), read when Prometheus scrapes: whether
// it takes traffic, its live streams, presence and change feed, the Activity queue, whether Redis
// and the activity store answer, and its caches. Each owner keeps plain numbers; nothing here
// runs on a request.

/** How long a scrape waits for a store's answer before calling it down. */
const PING_MS = 1000;

export interface ReplicaParts {
  services: GatewayServices;
  streams: LiveStreams;
  trustedDocuments: TrustedDocuments;
  textDocuments: TextDocuments | null;
  /** What /readyz answers: started and not draining. */
  ready: () => boolean;
}

export function reportReplica(metrics: GatewayMetrics, { services, streams, trustedDocuments, textDocuments, ready }: ReplicaParts): void {
  const { state, activity, viewerCache, codec } = services;
  metrics.gauge('gateway_ready', '1 while the replica takes traffic (/readyz answers 200), 0 while starting or draining.', () =>
    ready() ? 1 : 0,
  );

  metrics.gauge('gateway_live_streams', 'Open live streams (/graphql/stream) on this replica.', () => streams.open());
  metrics.gauge('gateway_live_streams_limit', 'Live streams this replica may hold (LIVE_STREAMS_PER_REPLICA).', () => streams.limit);
  metrics.total('gateway_live_stream_events', 'Events sent on the live streams.', () => streams.eventsSent);
  metrics.gauge('gateway_live_presence_entries', 'Edit screens open through this replica (whoElseIsHere).', () => state.presence.entries());
  metrics.total(
    'gateway_live_changes_published',
    'Changes this replica published to the change feed.',
    () => state.changes.counts.published,
  );
  metrics.total(
    'gateway_live_changes_received',
    'Changes this replica heard from the change feed, its own included.',
    () => state.changes.counts.received,
  );

  const stores: Array<readonly [string, () => Promise<unknown>]> = [];
  if (state.engine === 'redis') stores.push(['redis', () => state.ping()]);
  if (activity) {
    stores.push([activity.health().engine, () => activity.ping()]);
    metrics.gauge('gateway_activity_queue_depth', 'Activity entries waiting to be written to the store.', () => activity.health().pending);
    metrics.gauge(
      'gateway_activity_queue_oldest_age_seconds',
      'How long the oldest waiting Activity entry has waited (0 when none waits).',
      () => {
        const oldest = activity.oldestPendingAt();
        return oldest === null ? 0 : Math.max(0, (Date.now() - oldest) / 1000);
      },
      's',
    );
    metrics.total('gateway_activity_written', 'Activity entries written to the store.', () => activity.counts.written);
    metrics.total(
      'gateway_activity_write_failures',
      'Writes of a batch of Activity entries the store refused (retried).',
      () => activity.counts.failures,
    );
    metrics.total(
      'gateway_activity_dropped',
      'Activity entries dropped because the queue was full (AUDIT_QUEUE_MAX).',
      () => activity.counts.dropped,
    );
  }
  metrics.gauge('gateway_store_up', '1 when the store answers a trivial query within 1 s, 0 otherwise.', () =>
    Promise.all(stores.map(async ([store, ping]) => [(await answersWithin(ping, PING_MS)) ? 1 : 0, { store }] as const)),
  );

  const caches = [
    { cache: 'viewer', counts: viewerCache, size: () => viewerCache.size },
    { cache: 'session', counts: codec, size: () => codec.size },
    ...(textDocuments ? [{ cache: 'compiled_documents', counts: textDocuments, size: () => textDocuments.sizes().compiled }] : []),
  ];
  metrics.total('gateway_cache_hits', 'Lookups a cache answered.', () => caches.map((c) => [c.counts.hits, { cache: c.cache }] as const));
  metrics.total('gateway_cache_misses', 'Lookups a cache did not answer.', () =>
    caches.map((c) => [c.counts.misses, { cache: c.cache }] as const),
  );
  metrics.gauge('gateway_cache_entries', 'Entries a cache holds.', () => caches.map((c) => [c.size(), { cache: c.cache }] as const));
  metrics.gauge('gateway_trusted_documents', "The app's documents compiled at start (trusted documents).", () => trustedDocuments.size);
}
