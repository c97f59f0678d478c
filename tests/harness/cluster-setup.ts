// The end-to-end suite through the load balancer (issue 29): the emulator, Redis, PostgreSQL,
// three gateway replicas and nginx in front, as `npm run cluster` starts them. Each request of a
// browser session may land on any replica.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface ClusterLib {
  startCluster(options: Record<string, unknown>): Promise<{ accessLog: string; gateways: { port: number }[] }>;
  stopParts(running: unknown[]): Promise<void>;
}

// A path in a constant: this package's typecheck does not follow it into untyped JavaScript.
const CLUSTER_LIB = '../../scripts/lib/cluster.mjs';

export default async function clusterSetup() {
  // Plain JavaScript shared with npm run cluster (scripts/lib), loaded as the ES module it is.
  const lib = (await import(CLUSTER_LIB)) as ClusterLib;
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-cluster-'));
  // PostgreSQL runs as Debian's postgres user when this runs as root: it must reach its folder.
  chmodSync(dataDir, 0o755);
  const running: unknown[] = [];
  const cluster = await lib.startCluster({
    running,
    port: Number(process.env.E2E_GATEWAY_PORT ?? 4300),
    emulatorPort: Number(process.env.E2E_EMULATOR_PORT ?? 4310),
    replicas: 3,
    dataDir,
    sessionSecret: 'e2e-cluster-secret-e2e-cluster-secret-0123',
    drainMs: 0,
    logLevel: 'silent',
    quiet: true,
    // The emulator seeds at SEED_VOLUME, as in the single-gateway suite.
    volume: process.env.SEED_VOLUME,
    // As the single-gateway suite has it: the "slow upstream" fault is an outage after 3 s.
    env: { UPSTREAM_TIMEOUT_MS: '3000' },
  });
  process.env.E2E_CLUSTER_ACCESS_LOG = cluster.accessLog;
  process.env.E2E_CLUSTER_REPLICAS = cluster.gateways.map((replica) => `127.0.0.1:${replica.port}`).join(',');
  return async () => {
    await lib.stopParts(running);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
