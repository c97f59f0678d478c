// deploy/prometheus and deploy/grafana (issue 44): promtool accepts the configuration and the alert
// rules, the rules' own tests pass (alerts.test.yml replays series through them), and every metric
// the alerts and the dashboard read is one the built gateway serves on its metrics port.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { root } from '../lib/build.mjs';
import { freePort, waitForPort } from '../lib/processes.mjs';
import { DEPLOY_DIR, PROMTOOL_BIN } from '../lib/prometheus.mjs';

const noPromtool = existsSync(PROMTOOL_BIN) ? false : 'promtool is not installed (apt-get install --no-install-recommends prometheus)';
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-prometheus-'));
const children = [];
after(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const promtool = (args, cwd = DEPLOY_DIR) => spawnSync(PROMTOOL_BIN, args, { cwd, encoding: 'utf8' });
const said = (r) => `${r.stdout}\n${r.stderr}`;

test('promtool accepts the alert rules', { skip: noPromtool }, () => {
  const r = promtool(['check', 'rules', 'alerts.yml']);
  assert.equal(r.status, 0, said(r));
  assert.match(r.stdout, /SUCCESS: 8 rules found/);
});

test('promtool accepts the scrape configuration with a targets file as the cluster writes it', { skip: noPromtool }, () => {
  const dir = mkdtempSync(join(dataDir, 'config-'));
  for (const file of ['prometheus.yml', 'alerts.yml']) copyFileSync(join(DEPLOY_DIR, file), join(dir, file));
  writeFileSync(join(dir, 'gateway-targets.json'), JSON.stringify([{ targets: ['127.0.0.1:9464'], labels: { replica: '1' } }]));
  const r = promtool(['check', 'config', 'prometheus.yml'], dir);
  assert.equal(r.status, 0, said(r));
});

test(
  "the alert rules' tests pass: each alert fires past its `for:`, stays silent below its threshold and clears",
  { skip: noPromtool },
  () => {
    const r = promtool(['test', 'rules', 'alerts.test.yml']);
    assert.equal(r.status, 0, said(r));
  },
);

/** Every metric name an expression reads (the gateway's, the process', the runtime's). */
function metricNames(expressions) {
  const names = new Set();
  for (const expr of expressions) for (const [name] of expr.matchAll(/\b(?:gateway|process|nodejs|v8js)_[a-z0-9_]+\b/g)) names.add(name);
  return names;
}

async function startProcess(entry, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, entry)], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  children.push(child);
  await waitForPort(port);
  return `http://127.0.0.1:${port}`;
}

test('every metric the alerts and the dashboard read is served by the gateway', async () => {
  const rules = readFileSync(join(DEPLOY_DIR, 'alerts.yml'), 'utf8');
  const dashboard = JSON.parse(readFileSync(join(root, 'deploy/grafana/backoffice-gateway.json'), 'utf8'));
  const targets = dashboard.panels.flatMap((panel) => panel.targets ?? []);
  assert.ok(targets.length > 15 && targets.every((target) => target.expr), 'every panel target has a query');
  assert.equal(new Set(dashboard.panels.map((panel) => panel.id)).size, dashboard.panels.length, 'panel ids are unique');
  const wanted = metricNames(
    [...rules.matchAll(/expr: (?:\|\n)?([\s\S]*?)\n\s+(?:for|labels):/g)].map((m) => m[1]).concat(targets.map((t) => t.expr)),
  );
  assert.ok(wanted.has('gateway_activity_queue_oldest_age_seconds') && wanted.has('v8js_gc_duration_sum'));

  const emulator = await startProcess('emulator/dist/main.js', { DATA_DIR: join(dataDir, 'emulator'), EMULATOR_RESET: '1' });
  const metricsPort = await freePort();
  const gateway = await startProcess('gateway/dist/main.js', {
    UPSTREAM_API_URL: emulator,
    SESSION_SECRET: 'prometheus-test-secret-0123456789abcdef',
    DATA_DIR: join(dataDir, 'gateway'),
    METRICS_PORT: String(metricsPort),
  });
  await waitForPort(metricsPort);
  const post = (query) =>
    fetch(`${gateway}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }).then(
      (r) => r.text(),
    );
  // A sign-in fills the request path's families (a request, an upstream call); a garbage
  // collection, which requests cause soon enough, the runtime's.
  await post('mutation SignIn { signIn(input: { email: "admin@example.com", password: "Admin123!" }) { status } }');
  const served = new Set();
  for (let i = 0; i < 2000 && [...wanted].some((name) => !served.has(name)); i++) {
    await post('query Viewer { viewer { email } }');
    if (i % 50 !== 0) continue;
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    for (const [, name] of text.matchAll(/^([a-zA-Z_:][\w:]*)(?:\{| )/gm)) served.add(name);
  }
  assert.deepEqual(
    [...wanted].filter((name) => !served.has(name)),
    [],
  );
});
