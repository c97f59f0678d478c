// A year's payment figures (issue 40) at SEED_VOLUME (`operator`: a million payments): a fresh
// gateway without the warm-up asked for a year's summary cold (its store empty: every day read
// from the upstream), then again (kept days), then in another zone under a status and a currency
// (summed from the kept quarter-hours); the same gateway restarted on its data folder (the past
// days' figures kept in its SQLite file), a year at once; and a fresh gateway with the warm-up:
// how long it takes to keep the past year once a payments reader opens the app, and a year's
// summary after it, cold for that zone. BENCH_EMULATOR_URL reuses an emulator already seeded.
// `SEED_VOLUME=operator node scripts/bench/payments-year.mjs` (after `npm run build`); figures, never assertions.
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib/build.mjs';
import { freePort, gatewayNodeOptions, waitForPort } from '../lib/processes.mjs';
import { graphql } from './help-and-import.mjs';
import { startEmulator, stopServices } from './harness/services.mjs';
import { gatewayCookies } from './harness/sessions.mjs';

const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
const SUMMARY = `query($filter: TerminalPaymentFilter!) { terminalPaymentSummary(filter: $filter) { count successful failed } }`;
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const YEAR = { from: day(-365), to: day(0), timeZone: 'Europe/Belgrade' };

/** A gateway of its own whose log lines `onLine` reads (the warm-up says when it is done). */
async function gateway(upstreamUrl, env, onLine = () => {}, dataDir = mkdtempSync(join(tmpdir(), 'bench-gateway-'))) {
  const port = await freePort();
  const child = fork(join(root, 'gateway/dist/main.js'), [], {
    env: {
      ...process.env,
      UPSTREAM_API_URL: upstreamUrl,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      METRICS: 'false',
      ...gatewayNodeOptions(),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let rest = '';
  child.stdout.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) onLine(line);
  });
  await waitForPort(port, '127.0.0.1', 30_000);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { url: `http://127.0.0.1:${port}`, dataDir, stop: () => (child.kill('SIGTERM'), exited) };
}

async function timedSummary(url, cookie, filter) {
  const started = performance.now();
  const { terminalPaymentSummary } = await graphql(url, cookie, SUMMARY, { filter });
  return `${((performance.now() - started) / 1000).toFixed(2)} s (${terminalPaymentSummary.count.toLocaleString('en')} payments)`;
}

const emulatorUrl = process.env.BENCH_EMULATOR_URL ?? (await startEmulator());
try {
  const plain = await gateway(emulatorUrl, { PAYMENTS_WARM_UP: 'false' });
  const cookie = await gatewayCookies(plain.url, emulatorUrl, ADMIN);
  console.log(`A year's payment summary at SEED_VOLUME=${process.env.SEED_VOLUME ?? 'demo'}, no warm-up:`);
  console.log(`  cold (every day read from the upstream): ${await timedSummary(plain.url, cookie, YEAR)}`);
  console.log(`  again (days kept):                       ${await timedSummary(plain.url, cookie, YEAR)}`);
  const other = { ...YEAR, timeZone: 'Asia/Kathmandu', status: 'FAILED', currency: 'EUR' };
  console.log(`  another zone, failed EUR (first time):   ${await timedSummary(plain.url, cookie, other)}`);
  await plain.stop();
  const restarted = await gateway(emulatorUrl, { PAYMENTS_WARM_UP: 'false' }, undefined, plain.dataDir);
  const again = await gatewayCookies(restarted.url, emulatorUrl, ADMIN);
  console.log(`  the gateway restarted (its data folder kept): a year ${await timedSummary(restarted.url, again, YEAR)}`);
  await restarted.stop();

  let warmed;
  const done = new Promise((resolve) => (warmed = resolve));
  const warming = await gateway(emulatorUrl, {}, (line) => {
    if (line.includes('payment figures warm-up done') || line.includes('warm-up stopped')) warmed(JSON.parse(line));
  });
  const reader = await gatewayCookies(warming.url, emulatorUrl, ADMIN);
  const started = performance.now();
  await graphql(warming.url, reader, '{ viewer { canReadTerminalPayments } }');
  const outcome = await done;
  console.log(`With the warm-up (started when a payments reader opens the app):`);
  console.log(`  warm-up: ${outcome.msg}, ${outcome.days} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  then a year, first time in its zone:     ${await timedSummary(warming.url, reader, YEAR)}`);
  console.log(`  again:                                   ${await timedSummary(warming.url, reader, YEAR)}`);
  await warming.stop();
} finally {
  stopServices();
}
