// Debian's Prometheus scraping the cluster's replicas with deploy/prometheus's configuration and
// alert rules (issue 44): `npm run cluster` starts it, the cluster test asks its HTTP API.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './build.mjs';

export const PROMETHEUS_BIN = '/usr/bin/prometheus';
export const PROMTOOL_BIN = '/usr/bin/promtool';
export const DEPLOY_DIR = join(root, 'deploy/prometheus');

/**
 * deploy/prometheus's prometheus.yml and alerts.yml copied into `dir`, with gateway-targets.json
 * naming each replica's metrics address (`replicas`: [{ port, replica }]).
 */
export function writePrometheusFiles(dir, replicas) {
  mkdirSync(dir, { recursive: true });
  for (const file of ['prometheus.yml', 'alerts.yml']) copyFileSync(join(DEPLOY_DIR, file), join(dir, file));
  const targets = replicas.map(({ port, replica }) => ({ targets: [`127.0.0.1:${port}`], labels: { replica: String(replica) } }));
  writeFileSync(join(dir, 'gateway-targets.json'), JSON.stringify(targets, null, 2) + '\n');
}

/** The arguments Prometheus runs with: the files in `dir`, its data under `dir/data`, on loopback `port`. */
export function prometheusArgs(dir, port) {
  return [
    `--config.file=${join(dir, 'prometheus.yml')}`,
    `--storage.tsdb.path=${join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`,
    '--log.level=warn',
  ];
}

/** `quiet`: its warnings stay out of a test run's output. */
export const startPrometheusProcess = (dir, port, quiet) =>
  spawn(PROMETHEUS_BIN, prometheusArgs(dir, port), { stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'] });

/** Resolves once Prometheus says it is ready (`/-/ready`), or rejects after `timeoutMs`. */
export async function untilPrometheusReady(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`Prometheus at ${url} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An instant query through the HTTP API: the result vector, as `[{ metric, value: [time, "v"] }]`. */
export async function promQuery(url, query) {
  const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(query)}`);
  const body = await res.json();
  if (body.status !== 'success') throw new Error(`Prometheus refused ${query}: ${body.error}`);
  return body.data.result;
}
