// The cluster figures (issue 29): the app's UsersList by hash through nginx with 1 and 3
// replicas, beside one replica asked directly (the load balancer's cost), and a rolling restart
// under that load (p99, failed requests). On a 2-core machine 3 replicas do not scale: the
// point is the balancer's overhead and the failover.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startCluster, stopParts } from '../lib/cluster.mjs';
import { Session } from '../lib/cluster-client.mjs';
import { freePort } from '../lib/processes.mjs';
import { appUsersList, load } from './throughput.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function withCluster(replicas, work) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  chmodSync(dataDir, 0o755);
  const running = [];
  try {
    const cluster = await startCluster({
      running,
      port: await freePort(),
      emulatorPort: await freePort(),
      replicas,
      dataDir,
      sessionSecret: 'bench-cluster-secret-bench-cluster-secret-01',
      drainMs: 3000,
      logLevel: 'silent',
      quiet: true,
      volume: process.env.SEED_VOLUME,
    });
    const session = new Session(cluster.url);
    await session.signIn('admin@example.com', 'Admin123!', `http://127.0.0.1:${cluster.emulatorPort}`);
    return await work(cluster, session.cookieHeader());
  } finally {
    await stopParts(running);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const usersByHash = (baseUrl, cookie) => ({
  url: `${baseUrl}/graphql`,
  method: 'POST',
  body: appUsersList().byHash,
  headers: { 'content-type': 'application/json', cookie, 'x-graphql-operation': 'query' },
});

async function rate(opts, rounds = 3, seconds = 5) {
  await load(opts, 2);
  const samples = [];
  for (let i = 0; i < rounds; i += 1) samples.push(await load(opts, seconds));
  return { rps: median(samples.map((s) => s.rps)), p99: median(samples.map((s) => s.p99)) };
}

/** Load through nginx while each replica in turn gets SIGTERM and starts again. */
async function rollingRestart(cluster, cookie) {
  const run = autocannon({ ...usersByHash(cluster.url, cookie), connections: 16, duration: 120 });
  const started = Date.now();
  for (const replica of cluster.gateways) await replica.restart();
  const seconds = (Date.now() - started) / 1000;
  run.stop();
  const result = await run;
  return {
    seconds,
    requests: result.requests.total,
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function clusterFigures() {
  const three = await withCluster(3, async (cluster, cookie) => ({
    direct: await rate(usersByHash(`http://127.0.0.1:${cluster.gateways[0].port}`, cookie)),
    nginx: await rate(usersByHash(cluster.url, cookie)),
    rolling: await rollingRestart(cluster, cookie),
  }));
  const one = await withCluster(1, async (cluster, cookie) => ({ nginx: await rate(usersByHash(cluster.url, cookie)) }));
  return { three, one };
}
