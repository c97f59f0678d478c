// Traces over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set, checked
// against a collector of our own on a free port: the built gateway and
// emulator run as real processes, since the http and express instrumentations
// patch modules as Node loads them.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { root } from '../lib/build.mjs';
import { waitForPort } from '../lib/processes.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-telemetry-'));
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

async function startProcess(entry, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, entry)], {
    // METRICS_PORT 0: the gateway's metrics on any free port, never a port another run holds.
    env: { ...process.env, METRICS_PORT: '0', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await waitForPort(port);
  return { url: `http://127.0.0.1:${port}`, output: () => output };
}

/** An OTLP/HTTP (JSON) trace receiver keeping every span it is sent. */
async function startCollector() {
  const spans = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        for (const resource of JSON.parse(body).resourceSpans ?? []) {
          for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => server.close());
  return { url: `http://127.0.0.1:${server.address().port}`, spans };
}

async function until(check, what, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const signIn = (gateway) =>
  fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation SignIn { signIn(input: { email: "admin@example.com", password: "Admin123!" }) { status } }' }),
  }).then((r) => r.json());

test('one span per operation named after it, a child span per upstream call, the trace id in the log line', async () => {
  const collector = await startCollector();
  const emulator = await startProcess('emulator/dist/main.js', { DATA_DIR: join(dataDir, 'emulator'), EMULATOR_RESET: '1' });
  const gateway = await startProcess('gateway/dist/main.js', {
    UPSTREAM_API_URL: emulator.url,
    SESSION_SECRET: 'telemetry-test-secret-0123456789abcdef',
    LOG_LEVEL: 'info',
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
  assert.deepEqual((await signIn(gateway.url)).data, { signIn: { status: 'ACTIVATION_REQUIRED' } });

  const operation = await until(() => collector.spans.find((s) => s.name === 'mutation SignIn'), 'the operation span');
  const upstream = await until(() => collector.spans.find((s) => s.parentSpanId === operation.spanId), 'a child span of the upstream call');
  assert.equal(upstream.traceId, operation.traceId);
  assert.ok(
    collector.spans.some((s) => s.traceId === operation.traceId && s.kind === 2),
    'the incoming HTTP request is traced too (server span)',
  );

  const line = await until(
    () =>
      gateway
        .output()
        .split('\n')
        .filter(Boolean)
        .map((l) => {
          try {
            return JSON.parse(l);
          } catch {
            return null;
          }
        })
        .find((l) => l?.msg === 'graphql request' && l.op === 'SignIn'),
    'the request log line',
  );
  assert.equal(line.traceId, operation.traceId);
});

test('without OTEL_EXPORTER_OTLP_ENDPOINT nothing is traced and the log line has no trace id', async () => {
  const emulator = await startProcess('emulator/dist/main.js', { DATA_DIR: join(dataDir, 'emulator-2'), EMULATOR_RESET: '1' });
  const env = { UPSTREAM_API_URL: emulator.url, SESSION_SECRET: 'telemetry-test-secret-0123456789abcdef', LOG_LEVEL: 'info' };
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const gateway = await startProcess('gateway/dist/main.js', env);
  await signIn(gateway.url);
  const line = await until(
    () =>
      gateway
        .output()
        .split('\n')
        .filter(Boolean)
        .map((l) => {
          try {
            return JSON.parse(l);
          } catch {
            return null;
          }
        })
        .find((l) => l?.msg === 'graphql request'),
    'the request log line',
  );
  assert.equal(line.traceId, undefined);
});
