// `npm start` as a newcomer runs it: the real script, real builds, real ports.
// The builds are made by `npm test` before this suite runs.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { root } from '../lib/build.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-start-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function startApp(env) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    /** Resolves when the output shows `text`; fails with the output after `ms`. */
    async waitFor(text, ms = 60_000) {
      const deadline = Date.now() + ms;
      while (!output.includes(text)) {
        if (Date.now() > deadline) throw new Error(`"${text}" never showed; output:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** The pid of the child of `parent` whose command line mentions `entry` (Linux /proc). */
function childPid(parent, entry) {
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(entry)) return Number(name);
    } catch {
      // The process ended meanwhile.
    }
  }
  return null;
}

async function until(check, what, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const signIn = (base) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { signIn(input: { email: "admin@example.com", password: "Admin123!" }) { status } }' }),
  }).then((r) => r.json());

test('with UPSTREAM_API_URL set, a busy emulator port does not stop npm start', async () => {
  const busy = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => busy.once('listening', resolve));
  const gatewayPort = await freePort();
  const app = startApp({
    PORT: String(gatewayPort),
    EMULATOR_PORT: String(busy.address().port),
    UPSTREAM_API_URL: 'http://127.0.0.1:9',
    METRICS_PORT: String(await freePort()),
  });
  try {
    await app.waitFor('Back-office is running');
    assert.match(app.output(), /Upstream API: +http:\/\/127\.0\.0\.1:9/);
    const health = await fetch(`http://127.0.0.1:${gatewayPort}/healthz`);
    assert.equal(health.status, 200);
  } finally {
    app.child.kill('SIGINT');
    assert.equal(await app.exited, 0);
    busy.close();
  }
});

test('a killed emulator is started again with its data while the gateway keeps serving; Ctrl-C stops both', async () => {
  const gatewayPort = await freePort();
  const emulatorPort = await freePort();
  const metricsPort = await freePort();
  const base = `http://127.0.0.1:${gatewayPort}`;
  const app = startApp({ PORT: String(gatewayPort), EMULATOR_PORT: String(emulatorPort), METRICS_PORT: String(metricsPort) });
  try {
    await app.waitFor('Back-office is running');
    assert.deepEqual((await signIn(base)).data, { signIn: { status: 'ACTIVATION_REQUIRED' } });
    // The banner names the gateway's metrics, served on their own port (loopback), with the sign-in counted.
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    assert.ok(app.output().includes(metricsUrl), 'the banner shows where the metrics are');
    assert.match(await (await fetch(metricsUrl)).text(), /^gateway_graphql_requests_total\{.*type="mutation".*\} 1$/m);
    const emulator = childPid(app.child.pid, 'emulator/dist/main.js');
    assert.ok(emulator, 'the emulator runs as a child of npm start');
    process.kill(emulator, 'SIGKILL');
    await app.waitFor('Restarting emulator');
    assert.equal((await fetch(`${base}/healthz`)).status, 200, 'the gateway keeps serving');
    await until(async () => (await signIn(base)).data?.signIn?.status === 'ACTIVATION_REQUIRED', 'sign-in through the restarted emulator');
    assert.notEqual(childPid(app.child.pid, 'emulator/dist/main.js'), emulator);
  } finally {
    app.child.kill('SIGINT');
    assert.equal(await app.exited, 0);
  }
  await assert.rejects(fetch(`${base}/healthz`), 'the gateway stopped with npm start');
});

/** How many websites the emulator on `port` holds, asked as the admin (activation code TEST). */
async function websiteCount(port) {
  const emulator = `http://127.0.0.1:${port}`;
  const json = { 'content-type': 'application/json' };
  await fetch(`${emulator}/_dev/users/1`, { method: 'PATCH', headers: json, body: JSON.stringify({ activatedCodes: ['TEST'] }) });
  const login = await fetch(`${emulator}/auth/login`, {
    method: 'POST',
    headers: { ...json, 'activation-token': 'TEST' },
    body: JSON.stringify({ username: 'admin@example.com', password: 'Admin123!' }),
  }).then((r) => r.json());
  const page = await fetch(`${emulator}/websites?limit=1`, {
    headers: { authorization: `Bearer ${login.access_token}`, 'activation-token': 'TEST' },
  }).then((r) => r.json());
  return page.totalItems;
}

test(
  'SEED_VOLUME=operator: npm start seeds an operator’s volume once and says so; started again without it, it says which volume the data holds',
  { timeout: 15 * 60_000 },
  async () => {
    const operatorData = mkdtempSync(join(tmpdir(), 'backoffice-operator-'));
    const gatewayPort = await freePort();
    const emulatorPort = await freePort();
    const env = { PORT: String(gatewayPort), EMULATOR_PORT: String(emulatorPort), DATA_DIR: operatorData };
    try {
      const first = startApp({ ...env, SEED_VOLUME: 'operator' });
      try {
        await first.waitFor('Back-office is running', 14 * 60_000);
        assert.match(first.output(), /Seeding the operator volume into /);
        assert.match(
          first.output(),
          /\[emulator\] seeded the operator volume in [\d.]+ s: 300 websites, 2,000 users, 40 languages, 31,000 words/,
        );
        assert.match(first.output(), /\[emulator\] listening on .*store\.sqlite, operator volume\)/);
        assert.equal(await websiteCount(emulatorPort), 300);
        assert.deepEqual((await signIn(`http://127.0.0.1:${gatewayPort}`)).data, { signIn: { status: 'ACTIVATION_REQUIRED' } });
      } finally {
        first.child.kill('SIGINT');
        assert.equal(await first.exited, 0);
      }
      const again = startApp({ ...env, SEED_VOLUME: '' });
      try {
        await again.waitFor('Back-office is running');
        assert.match(again.output(), /holds the operator volume, not the demo volume asked for, and is served as it is/);
        assert.doesNotMatch(again.output(), /seeded the/);
        assert.equal(await websiteCount(emulatorPort), 300);
      } finally {
        again.child.kill('SIGINT');
        assert.equal(await again.exited, 0);
      }
    } finally {
      rmSync(operatorData, { recursive: true, force: true });
    }
  },
);
