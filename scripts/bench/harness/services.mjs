// Bench services: each in its own process so the load generator, the gateway,
// the proxy and the emulator do not share an event loop.
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../../lib/build.mjs';
import { freePort, gatewayNodeOptions, waitForPort } from '../../lib/processes.mjs';
import { emulatorStartTimeoutMs } from '../../lib/volume.mjs';

export { freePort };

const children = [];
const pids = new Map();

/** The process id of a started service, by its URL. */
export const pidOf = (url) => pids.get(url);
async function start(entry, env, timeoutMs) {
  const port = await freePort();
  const child = fork(join(root, entry), [], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  await waitForPort(port, '127.0.0.1', timeoutMs);
  const url = `http://127.0.0.1:${port}`;
  pids.set(url, child.pid);
  return url;
}

/** A freshly seeded emulator at `volume` (SEED_VOLUME by default: the environment's, demo when unset). */
export const startEmulator = (volume = process.env.SEED_VOLUME) =>
  start(
    'emulator/dist/main.js',
    { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-emulator-')), EMULATOR_RESET: '1', SEED_VOLUME: volume ?? '' },
    emulatorStartTimeoutMs(volume),
  );

// Logging stays on at its production level: it is part of the real path. Each gateway has its
// own data folder (its activity store), unless `env` names one.
export const startGateway = (upstreamUrl, env = {}) =>
  start('gateway/dist/main.js', {
    UPSTREAM_API_URL: upstreamUrl,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    GRAPHIQL: 'false',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-gateway-')),
    SHUTDOWN_DRAIN_MS: '0',
    // Metrics on, as in production, on any free port (several bench gateways run at once).
    METRICS_PORT: '0',
    ...gatewayNodeOptions(),
    ...env,
  });

export const startProxy = (upstreamUrl, tokens) =>
  start('scripts/bench/harness/proxy.mjs', {
    UPSTREAM_URL: upstreamUrl,
    ACCESS_TOKEN: tokens.accessToken,
    ACTIVATION_TOKEN: tokens.activationToken,
  });

/** The leanest GraphQL server answering the app's UsersList by hash (graphql-floor.mjs). */
export const startGraphqlFloor = (upstreamUrl, tokens) =>
  start('scripts/bench/harness/graphql-floor.mjs', {
    UPSTREAM_URL: upstreamUrl,
    ACCESS_TOKEN: tokens.accessToken,
    ACTIVATION_TOKEN: tokens.activationToken,
  });

export function stopServices() {
  for (const child of children) child.kill('SIGTERM');
}
