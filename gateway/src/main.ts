// First, before anything allocates: the GC setting per-request objects need (gc-tuning.ts).
import './gc-tuning';
// Then, when tracing is on, its instrumentations must patch http and express before they load.
import { shutdownTelemetry } from './telemetry/register';
import { ConfigError, loadConfig } from './config';
import { createGateway } from './server';

// `node dist/main.js`: reads the environment, starts the gateway, and shuts
// down cleanly on Ctrl-C / SIGTERM (in-flight requests finish first).

const SHUTDOWN_GRACE_MS = 10_000;
/** After a drain, how long connections the balancer opened just before the close may still send their request. */
const LATE_REQUESTS_MS = 1000;

async function main() {
  let config;
  let gateway;
  try {
    config = loadConfig();
    // Creating it checks what the modules declare (their upstream services' URLs).
    gateway = createGateway(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { url } = await gateway.listen();
  const log = gateway.services.logger;
  const metricsUrl = await gateway.listenMetrics().catch((error: unknown) => {
    if ((error as { code?: unknown }).code !== 'EADDRINUSE') throw error;
    const where = `${config.metrics.host}:${config.metrics.port}`;
    console.error(`Port ${where} (METRICS_PORT) is already in use: set METRICS_PORT=… to another port, or METRICS=false.`);
    process.exit(1);
  });
  log.info({ url, metrics: metricsUrl, upstream: config.upstreamApiUrl, services: gateway.services.upstreams.urls() }, 'gateway listening');
  const metricsNote = metricsUrl ? `; metrics ${metricsUrl}` : '';
  console.log(`Gateway ready at ${url}  (GraphQL ${url}/graphql${config.graphiql ? `, GraphiQL ${url}/graphiql` : ''}${metricsNote})`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // SIGTERM (a deployment): /readyz says no for a while so the load balancer takes this replica
    // out, then the server stops taking connections and finishes the requests in flight.
    // Ctrl-C stops at once.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    log.info({ signal, drainMs }, 'shutting down');
    gateway.drain();
    const force = setTimeout(() => {
      log.warn('shutdown took too long; exiting');
      process.exit(1);
    }, drainMs + SHUTDOWN_GRACE_MS);
    force.unref();
    const drained = new Promise<void>((resolve) => setTimeout(resolve, drainMs));
    drained
      .then(() => gateway.close(drainMs > 0 ? LATE_REQUESTS_MS : 0))
      .then(
        () => shutdownTelemetry().finally(() => log.flush(() => process.exit(0))),
        (error: unknown) => {
          log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
