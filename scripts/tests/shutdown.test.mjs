// A deployment's SIGTERM, on the built gateway as a real process (issue 29): /readyz says no at
// once so a load balancer takes the replica out, a request in flight still gets its answer, and
// the process exits cleanly on its own.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { root } from '../lib/build.mjs';
import { waitForPort } from '../lib/processes.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-shutdown-'));
const children = [];
after(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `env.LOG_LEVEL` other than silent: what the process writes on stdout is kept in `stdout()`. */
async function startProcess(entry, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, entry)], {
    // METRICS_PORT 0: the gateway's metrics on any free port, never a port another run holds.
    env: { ...process.env, METRICS_PORT: '0', LOG_LEVEL: 'silent', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', env.LOG_LEVEL ? 'pipe' : 'ignore', 'ignore'],
  });
  children.push(child);
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (text) => (stdout += text));
  await waitForPort(port);
  return { url: `http://127.0.0.1:${port}`, child, stdout: () => stdout };
}

/** An emulator and a gateway on it, each with a data folder of its own (`name`). */
async function startStack(name, gatewayEnv) {
  const emulator = await startProcess('emulator/dist/main.js', { DATA_DIR: join(dataDir, `${name}-emulator`), EMULATOR_RESET: '1' });
  const gateway = await startProcess('gateway/dist/main.js', {
    UPSTREAM_API_URL: emulator.url,
    SESSION_SECRET: 'shutdown-test-secret-0123456789abcdef',
    DATA_DIR: join(dataDir, `${name}-gateway`),
    ...gatewayEnv,
  });
  return { emulator, gateway };
}

const readyz = (url) => fetch(`${url}/readyz`).then(async (r) => ({ status: r.status, body: await r.json() }));

test('SIGTERM: not ready at once, the request in flight answered, then a clean exit', async () => {
  const { emulator, gateway } = await startStack('drain', { SHUTDOWN_DRAIN_MS: '1500' });
  for (let tries = 0; (await readyz(gateway.url)).status !== 200 && tries < 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  assert.deepEqual(await readyz(gateway.url), { status: 200, body: { status: 'ready' } });

  // A sign-in the emulator answers slowly is in flight when SIGTERM arrives.
  await fetch(`${emulator.url}/_dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'slow', path: '/auth/login', times: 1, delayMs: 1000 }),
  });
  const inFlight = fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { signIn(input: { email: "admin@example.com", password: "Admin123!" }) { status } }' }),
  }).then((r) => r.json());
  const exited = new Promise((resolve) => gateway.child.once('exit', (code) => resolve(code)));
  // In flight: the emulator has taken it (its one-time fault is used up).
  for (let tries = 0; (await fetch(`${emulator.url}/_dev/faults`).then((r) => r.json())).length > 0 && tries < 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  gateway.child.kill('SIGTERM');

  for (let tries = 0; (await readyz(gateway.url)).status === 200 && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.deepEqual(await readyz(gateway.url), { status: 503, body: { status: 'draining' } });
  const answer = await inFlight;
  assert.ok(answer.data?.signIn?.status, `the request in flight was answered: ${JSON.stringify(answer)}`);
  assert.equal(await exited, 0);
});

test('every log line reaches stdout whole and in order, the batch still pending at SIGTERM too', async () => {
  const { gateway } = await startStack('log', { SHUTDOWN_DRAIN_MS: '0', LOG_LEVEL: 'info' });
  // ~9 KB of request lines: written in 4 KiB batches, the rest pending when SIGTERM comes.
  const operations = Array.from({ length: 40 }, (_, i) => `Probe${i}`);
  for (const name of operations) {
    const answer = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `query ${name} { __typename }` }),
    }).then((r) => r.json());
    assert.deepEqual(answer, { data: { __typename: 'Query' } });
  }
  const exited = new Promise((resolve) => gateway.child.once('exit', (code) => resolve(code)));
  gateway.child.kill('SIGTERM');
  assert.equal(await exited, 0);

  // Besides the JSON lines, main.ts prints one line for a person ("Gateway ready at …").
  const lines = gateway
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
  assert.equal(lines[0].msg, 'gateway listening');
  assert.deepEqual(
    lines.filter((line) => line.msg === 'graphql request').map((line) => line.op),
    operations,
  );
  assert.ok(lines.some((line) => line.msg === 'shutting down'));
});
