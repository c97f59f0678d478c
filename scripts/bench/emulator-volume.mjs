// The emulator at the demo and the operator volume (SEED_VOLUME): how long the seed takes, how long
// a start on the seeded data takes, the process's resident memory, and the time of the calls the
// back-office leans on, each called one after the other against an emulator of its own, started
// again on freshly seeded data (as a second `npm start` runs it). Figures, never assertions.
// `node scripts/bench/emulator-volume.mjs` prints them alone; `npm run bench` prints them too.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../lib/build.mjs';
import { freePort } from '../lib/processes.mjs';
import { emulatorStartTimeoutMs } from '../lib/volume.mjs';

const ROUNDS = 20;
const DAY_MS = 86_400_000;

/**
 * Starts the emulator on `dataDir` (seeding it at `volume` when `reset`); resolves with its URL,
 * pid, the seed's seconds (from its print-out), how long it took to listen and a stop().
 */
async function startEmulator(volume, dataDir, reset) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'emulator/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_VOLUME: volume,
      EMULATOR_RESET: reset ? '1' : '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + emulatorStartTimeoutMs(volume);
  while (!output.includes('[emulator] listening on')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the ${volume} emulator did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seeded = /seeded the \w+ volume in ([\d.]+) s/.exec(output);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    seedSeconds: seeded ? Number(seeded[1]) : null,
    startMs: performance.now() - started,
    stop() {
      child.kill('SIGTERM');
      return new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const residentMiB = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** The median and the slowest of ROUNDS sequential calls (after one to warm up), in ms. */
async function timed(call) {
  await call(0);
  const times = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const started = performance.now();
    await call(round);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], max: times.at(-1) };
}

function client(url, headers = {}) {
  return async (method, path, body) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : null;
  };
}

/** Seeds `volume` afresh, then measures an emulator started again on that data (as a second `npm start` runs it). */
async function measure(volume) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-volume-${volume}-`));
  const seeding = await startEmulator(volume, dataDir, true);
  await seeding.stop();
  const emulator = await startEmulator(volume, dataDir, false);
  try {
    const open = client(emulator.url);
    await open('PATCH', '/_dev/users/1', { activatedCodes: ['BENCH'] });
    const signIn = () =>
      client(emulator.url, { 'activation-token': 'BENCH' })('POST', '/auth/login', {
        username: 'admin@example.com',
        password: 'Admin123!',
      });
    const { access_token: token } = await signIn();
    const api = client(emulator.url, { authorization: `Bearer ${token}`, 'activation-token': 'BENCH' });
    const websites = (await api('GET', '/websites?limit=1')).totalItems;
    const users = await api('GET', `/users?limit=1&page=${(await api('GET', '/users?limit=1')).totalItems}`);
    const lastUser = users.items[0];
    const word = (await api('GET', '/online-word?limit=1&term=deposit')).items[0];
    const now = Date.now();
    const week = `fromTime=${new Date(now - 7 * DAY_MS).toISOString()}&toTime=${new Date(now).toISOString()}`;
    const all = (await api('GET', '/terminal/payment-report?pageSize=10')).pageCount;
    const figures = {
      'sign-in (password checked, token issued)': await timed(signIn),
      'sign-in that sends a code (pending code, outbox)': await timed(() =>
        open('POST', '/auth/login', { username: 'manager@example.com', password: 'Manager123!' }),
      ),
      'website save (PATCH /websites, last website)': await timed((i) =>
        api('PATCH', `/websites/${websites}`, { name: `Bench website ${i}` }),
      ),
      'user save (PUT /user, last user, permissions)': await timed((i) =>
        api('PUT', `/user/${lastUser.id}`, {
          onlinePermissions: JSON.stringify({ permissions: { 'HELP.HELP': i % 2 ? 'read' : 'write' } }),
        }),
      ),
      'word save (POST /online-translation/update)': await timed((i) =>
        api('POST', '/online-translation/update', {
          wordId: word.id,
          word: word.key,
          sectionId: word.sectionId,
          translation: [{ languageId: 1, phrase: `Deposit limit ${i}` }],
        }),
      ),
      'words page, search "deposit limit"': await timed(() => api('GET', '/online-word?page=1&limit=10&term=deposit%20limit')),
      'words page, search "bet" (common)': await timed(() => api('GET', '/online-word?page=1&limit=10&term=bet')),
      'words page, section "sports", search "live"': await timed(() => api('GET', '/online-word?page=1&limit=10&section=sports&term=live')),
      'payments, last 7 days, first page': await timed(() => api('GET', `/terminal/payment-report?page=1&pageSize=10&${week}`)),
      'payments, last 7 days, page of 1,000': await timed(() => api('GET', `/terminal/payment-report?page=2&pageSize=1000&${week}`)),
      'payments, everything, last page': await timed(() => api('GET', `/terminal/payment-report?page=${all}&pageSize=10`)),
      'payments, failed EUR, deep page': await timed(() =>
        api('GET', '/terminal/payment-report?page=50&pageSize=10&status=FAILED&currency=EUR'),
      ),
    };
    return { volume, seedSeconds: seeding.seedSeconds, restartMs: emulator.startMs, rssMiB: residentMiB(emulator.pid), figures };
  } finally {
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both volumes, one after the other. */
export async function emulatorVolumeFigures() {
  return [await measure('demo'), await measure('operator')];
}

export function printEmulatorVolume([demo, operator]) {
  const cell = (text) => String(text).padStart(18);
  const ms = ({ median, max }) => `${median.toFixed(1)} (${max.toFixed(0)})`;
  console.log('\nThe emulator at the demo and the operator volume (SEED_VOLUME), calls one after the other: median (slowest) of 20, ms');
  console.log(`  ${''.padEnd(52)}${cell('demo')}${cell('operator')}`);
  console.log(`  ${'seed, s'.padEnd(52)}${cell(demo.seedSeconds ?? 'n/a')}${cell(operator.seedSeconds ?? 'n/a')}`);
  console.log(
    `  ${'start on the seeded data, to listening, ms'.padEnd(52)}${cell(demo.restartMs.toFixed(0))}${cell(operator.restartMs.toFixed(0))}`,
  );
  console.log(`  ${'resident memory after the calls, MiB'.padEnd(52)}${cell(demo.rssMiB.toFixed(0))}${cell(operator.rssMiB.toFixed(0))}`);
  for (const name of Object.keys(demo.figures)) {
    console.log(`  ${name.padEnd(52)}${cell(ms(demo.figures[name]))}${cell(ms(operator.figures[name]))}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) printEmulatorVolume(await emulatorVolumeFigures());
