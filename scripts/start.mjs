// `npm start`: build what changed, start the emulator and the gateway (which
// serves the web app), print where to go, stop both on Ctrl-C.
import { join } from 'node:path';
import { banner, metricsPortOf, sessionSecret } from './lib/banner.mjs';
import { buildIfNeeded, root } from './lib/build.mjs';
import { gatewayNodeOptions, portInUse, stopAll, superviseService, waitForPort } from './lib/processes.mjs';
import { emulatorStartTimeoutMs, seedingNotice, seedVolume } from './lib/volume.mjs';

const gatewayPort = Number(process.env.PORT ?? 4000);
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 4010);
// DATA_DIR moves the session secret and the emulator's data (tests start from an empty one).
const dataDir = process.env.DATA_DIR ?? join(root, '.data');
const upstream = process.env.UPSTREAM_API_URL;
// The gateway's Prometheus metrics (METRICS_PORT, 9464 by default; METRICS=false: none).
const metricsPort = metricsPortOf(process.env);

// With UPSTREAM_API_URL set no emulator starts, so its port does not matter.
const ports = [
  ['gateway', gatewayPort, 'PORT'],
  ...(upstream ? [] : [['emulator', emulatorPort, 'EMULATOR_PORT']]),
  ...(metricsPort ? [['metrics', metricsPort, 'METRICS_PORT']] : []),
];
for (const [name, port, variable] of ports) {
  if (await portInUse(port)) {
    console.error(`✖ Port ${port} (${name}) is already in use: is another npm start running? Set ${variable}=… to use another port.`);
    process.exit(1);
  }
}

let stopping = false;

// A service that stops on its own (killed, crashed) is started again with the
// same data, and the other keeps running: the gateway answers 'upstream
// unavailable' while the emulator is away. One that keeps failing stops all.
function supervise(name, entry, env) {
  return superviseService(name, entry, env, {
    isStopping: () => stopping,
    onGiveUp: () => shutdown(1),
  });
}

let volume;
try {
  await buildIfNeeded();
  // SEED_VOLUME goes to the emulator with the rest of the environment.
  volume = await seedVolume();
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}

const services = [];
if (!upstream) {
  const emulatorData = join(dataDir, 'emulator');
  const notice = seedingNotice(volume, emulatorData);
  if (notice) console.log(notice);
  services.push(supervise('emulator', 'emulator/dist/main.js', { PORT: String(emulatorPort), DATA_DIR: emulatorData }));
  await waitForPort(emulatorPort, '127.0.0.1', emulatorStartTimeoutMs(volume));
}
services.push(
  supervise('gateway', 'gateway/dist/main.js', {
    PORT: String(gatewayPort),
    UPSTREAM_API_URL: upstream ?? `http://127.0.0.1:${emulatorPort}`,
    SESSION_SECRET: sessionSecret(dataDir),
    // The activity store's SQLite file (DATABASE_URL, when set, takes PostgreSQL instead).
    DATA_DIR: join(dataDir, 'gateway'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // One replica and no load balancer to tell: Ctrl-C stops it at once.
    SHUTDOWN_DRAIN_MS: '0',
    ...gatewayNodeOptions(),
  }),
);
await waitForPort(gatewayPort);

const metricsHost = process.env.METRICS_HOST ?? '127.0.0.1';
const metricsLine = metricsPort
  ? [`Metrics (Prometheus):    http://${metricsHost}:${metricsPort}/metrics  (METRICS_PORT, METRICS_HOST)`]
  : [];
console.log(banner({ port: gatewayPort, emulatorPort, upstream, dataDir, extra: metricsLine }));

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n› Stopping…');
  await stopAll(services.map((service) => service.child));
  process.exit(code);
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());
