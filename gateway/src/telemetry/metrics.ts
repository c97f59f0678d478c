import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Attributes, Meter, ObservableResult } from '@opentelemetry/api';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { RuntimeNodeInstrumentation } from '@opentelemetry/instrumentation-runtime-node';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { CellProducer } from './metric-cells';
import { RequestMetrics } from './request-metrics';
import { UpstreamMetrics } from './upstream-metrics';

// What an operator graphs and alerts on, in the Prometheus text format (issue 44): OpenTelemetry's
// MeterProvider and Prometheus exporter, served on a port of its own (METRICS_PORT, loopback
// unless METRICS_HOST), never by the app's server. The request path counts in cells of its own
// (metric-cells.ts); what other layers hold (streams, queues, caches, stores) is read when
// Prometheus scrapes, through the `gauge` and `total` callbacks they register here; the Node
// runtime's (event-loop delay, heap, GC) comes from OpenTelemetry's runtime instrumentation with
// the semantic conventions' names. With METRICS=false nothing is counted and nothing is served.

/** A reading: one value, or one value per label set. May be async (a store's ping). */
export type Reading = number | ReadonlyArray<readonly [number, Attributes]>;
export type Read = () => Reading | Promise<Reading>;

/** Latency buckets in seconds: a fast-path read is a few ms; a write may take the 60 s write budget. */
export const LATENCY_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export class GatewayMetrics {
  readonly requests: RequestMetrics;
  readonly upstream: UpstreamMetrics;
  private readonly exporter: PrometheusExporter | null = null;
  private readonly provider: MeterProvider | null = null;
  private readonly meter: Meter | null = null;
  private runtime: RuntimeNodeInstrumentation | null = null;
  private server: Server | null = null;

  constructor(readonly enabled: boolean) {
    if (!enabled) {
      this.requests = new RequestMetrics(null);
      this.upstream = new UpstreamMetrics(null);
      return;
    }
    const cells = new CellProducer();
    this.requests = new RequestMetrics({
      requests: cells.counter('gateway_graphql_requests', 'GraphQL requests by operation, how it was sent and how it ended.'),
      duration: cells.histogram(
        'gateway_graphql_request_duration_seconds',
        'Time to answer a GraphQL request, by operation.',
        's',
        LATENCY_BUCKETS,
      ),
    });
    this.upstream = new UpstreamMetrics({
      calls: cells.counter(
        'gateway_upstream_requests',
        'Upstream calls by service, route template and status (timeout, error: no answer).',
      ),
      duration: cells.histogram(
        'gateway_upstream_request_duration_seconds',
        'Time of an upstream call until its body was read.',
        's',
        LATENCY_BUCKETS,
      ),
    });
    this.exporter = new PrometheusExporter({
      preventServerStart: true,
      metricProducers: [cells],
      withoutScopeInfo: true,
      withoutTargetInfo: true,
    });
    this.provider = new MeterProvider({ readers: [this.exporter] });
    this.meter = this.provider.getMeter('backoffice-gateway');
    this.processMetrics();
  }

  /** A value read when Prometheus scrapes (a queue's depth, a cache's size, a store being up). */
  gauge(name: string, description: string, read: Read, unit = ''): void {
    this.meter?.createObservableGauge(name, { description, unit }).addCallback((result) => observe(result, read));
  }

  /** A running total kept by its owner (a cache's hits), read when Prometheus scrapes. */
  total(name: string, description: string, read: Read, unit = ''): void {
    this.meter?.createObservableCounter(name, { description, unit }).addCallback((result) => observe(result, read));
  }

  /** Serves /metrics on `port` (0: any free port) and `host`; starts the runtime's measurements. Resolves to the URL. */
  async serve(port: number, host: string): Promise<string> {
    const exporter = this.exporter;
    if (!exporter || !this.provider) throw new Error('metrics are off (METRICS=false)');
    this.runtime = new RuntimeNodeInstrumentation({ enabled: false });
    this.runtime.setMeterProvider(this.provider);
    this.runtime.enable();
    const server = createServer((req, res) => {
      if (req.method === 'GET' && req.url?.split('?')[0] === '/metrics') return exporter.getMetricsRequestHandler(req, res);
      res.statusCode = 404;
      res.end('Not found\n');
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
    const actual = (server.address() as AddressInfo).port;
    return `http://${host.includes(':') ? `[${host}]` : host}:${actual}/metrics`;
  }

  async close(): Promise<void> {
    this.runtime?.disable();
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await this.provider?.shutdown();
  }

  /** The process's CPU, memory and start time, under the names every Prometheus client library gives them. */
  private processMetrics() {
    const startedAt = performance.timeOrigin / 1000;
    this.total('process_cpu_seconds', 'CPU time of the process (user and system).', () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1e6;
    });
    this.gauge('process_resident_memory_bytes', 'Resident memory of the process.', () => process.memoryUsage.rss());
    this.gauge('process_start_time_seconds', 'When the process started, in seconds since the epoch.', () => startedAt);
  }
}

async function observe(result: ObservableResult, read: Read): Promise<void> {
  const reading = await read();
  if (typeof reading === 'number') result.observe(reading);
  else for (const [value, attributes] of reading) result.observe(value, attributes);
}
