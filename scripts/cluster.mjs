// `npm run cluster`: the shape production has, on this machine. The emulator, Debian's Redis and
// PostgreSQL (data under DATA_DIR/cluster), REPLICAS gateway processes (default 3) with one
// SESSION_SECRET, Debian's nginx on PORT in front of them (deploy/nginx.conf) and Debian's
// Prometheus on PROMETHEUS_PORT (9090) scraping them with the alert rules (deploy/prometheus).
// Ctrl-C stops all of it; a replica that dies is started again, as a process manager would.
import { join } from 'node:path';
import { banner, sessionSecret } from './lib/banner.mjs';
import { buildIfNeeded, root } from './lib/build.mjs';
import { clusterPrerequisites, startCluster, stopParts } from './lib/cluster.mjs';
import { portInUse } from './lib/processes.mjs';
import { seedVolume } from './lib/volume.mjs';

const port = Number(process.env.PORT ?? 4000);
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 4010);
const replicas = Number(process.env.REPLICAS ?? 3);
const dataDir = process.env.DATA_DIR ?? join(root, '.data');
const upstream = process.env.UPSTREAM_API_URL;
const prometheusPort = Number(process.env.PROMETHEUS_PORT ?? 9090);

const missing = clusterPrerequisites();
if (missing) {
  console.error(`✖ npm run cluster needs Debian's nginx, Redis and Prometheus: ${missing}.`);
  process.exit(1);
}
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) {
  console.error(`✖ REPLICAS must be a whole number from 1 to 16 (got ${process.env.REPLICAS}).`);
  process.exit(1);
}
const ports = [
  ['nginx', port, 'PORT'],
  ['Prometheus', prometheusPort, 'PROMETHEUS_PORT'],
  ...(upstream ? [] : [['emulator', emulatorPort, 'EMULATOR_PORT']]),
];
for (const [name, p, variable] of ports) {
  if (await portInUse(p)) {
    console.error(`✖ Port ${p} (${name}) is already in use: set ${variable}=… to use another port.`);
    process.exit(1);
  }
}

let volume;
try {
  await buildIfNeeded();
  volume = await seedVolume();
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}

const running = [];
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n› Stopping…');
  await stopParts(running);
  process.exit(code);
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

let cluster;
try {
  cluster = await startCluster({
    running,
    port,
    emulatorPort,
    replicas,
    upstream,
    volume,
    prometheusPort,
    dataDir: join(dataDir, 'cluster'),
    sessionSecret: sessionSecret(dataDir),
    logLevel: process.env.LOG_LEVEL,
    drainMs: process.env.SHUTDOWN_DRAIN_MS ? Number(process.env.SHUTDOWN_DRAIN_MS) : undefined,
  });
} catch (error) {
  if (!stopping) console.error(`✖ The cluster did not start: ${error.message}`);
  await shutdown(1);
}

console.log(
  banner({
    port,
    emulatorPort,
    upstream,
    dataDir: join(dataDir, 'cluster'),
    extra: [
      `Load balancer:           nginx (${join(cluster.nginxDir, 'nginx.conf')}, from deploy/nginx.conf)`,
      ...cluster.gateways.map(
        (replica, i) =>
          `Gateway replica ${i + 1}:       http://127.0.0.1:${replica.port}  (/readyz, /livez; metrics http://127.0.0.1:${replica.metricsPort}/metrics)`,
      ),
      `Redis:                   127.0.0.1:${cluster.redis.port}    PostgreSQL: ${cluster.postgres.url}`,
      `Prometheus:              ${cluster.prometheus.url}  (alerts: ${cluster.prometheus.url}/alerts; deploy/prometheus, deploy/grafana)`,
    ],
  }),
);
