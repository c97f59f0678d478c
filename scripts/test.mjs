// `npm test`: build, then lint, format check and typecheck, gateway jest, web
// jest, the scripts' own tests and Playwright end to end
// (against a freshly seeded emulator, the gateway and the built app on free
// ports). Every suite runs even when an earlier one fails; the exit code and
// the closing "N passed, N failed" line cover all of them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, root } from './lib/build.mjs';
import { clusterPrerequisites } from './lib/cluster.mjs';
import { postgresBin, startPostgres } from './lib/postgres.mjs';
import { freePort, waitForPort } from './lib/processes.mjs';

const pnpm = ['--loglevel=error', '-y', 'pnpm@10.34.8'];
const only = process.argv.slice(2); // e.g. `npm test -- e2e`
const OPERATOR_SPECS = [
  'e2e/long-lists.spec.ts',
  'e2e/permissions-at-volume.spec.ts',
  'e2e/help-volume.spec.ts',
  'e2e/translations-import.spec.ts',
];
const out = mkdtempSync(join(tmpdir(), 'backoffice-test-'));

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function jestSuite(name, filter, env = {}) {
  const file = join(out, `${name}.json`);
  const r = spawnSync('npx', [...pnpm, '--filter', filter, 'exec', 'jest', '--ci', '--json', `--outputFile=${file}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
  const report = readJson(file);
  if (!report) return { name, passed: 0, failed: 1, skipped: 0, note: `jest did not report (exit ${r.status})` };
  return {
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests + (r.status !== 0 && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/**
 * Playwright with `config` (the single gateway, or the cluster behind nginx), reported as suite
 * `name`; `specs` narrows it to some files, `extraEnv` (SEED_VOLUME) goes to the harness.
 */
async function e2eSuite(name = 'e2e', config = 'playwright.config.ts', { specs = [], extraEnv = {} } = {}) {
  const file = join(out, `${name}.json`);
  const env = {
    ...process.env,
    ...extraEnv,
    E2E_GATEWAY_PORT: String(await freePort()),
    E2E_EMULATOR_PORT: String(await freePort()),
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    LOG_LEVEL: 'silent',
  };
  const r = spawnSync(
    'npx',
    [...pnpm, '--filter', '@backoffice/e2e', 'exec', 'playwright', 'test', '--config', config, '--reporter=list,json', ...specs],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  );
  const stats = readJson(file)?.stats;
  if (!stats) return { name, passed: 0, failed: 1, skipped: 0, note: `playwright did not report (exit ${r.status})` };
  return {
    name,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (r.status !== 0 && stats.unexpected === 0 ? 1 : 0),
    skipped: stats.skipped,
  };
}

// Lint, format and a typecheck of every package, tests included (jest and
// Playwright only transpile them), each one check of this suite.
function staticSuite() {
  const bin = join(root, 'node_modules/.bin');
  const checks = [
    ['lint (ESLint)', join(bin, 'eslint'), ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']],
    ['format (Prettier)', join(bin, 'prettier'), ['--check', '.']],
    ['typecheck', 'npx', [...pnpm, '-r', '--silent', 'run', 'typecheck']],
    ['typecheck (root files)', join(bin, 'tsc'), ['-p', 'tsconfig.json']],
  ];
  let passed = 0;
  let failed = 0;
  for (const [name, cmd, args] of checks) {
    console.log(`› ${name}`);
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
    if (r.status === 0) passed++;
    else {
      failed++;
      console.error(`✖ ${name} failed`);
    }
  }
  return { name: 'static', passed, failed, skipped: 0 };
}

// Node's own test runner for the scripts (npm start's behaviour); TAP keeps
// the counts readable from its closing lines.
function scriptsSuite() {
  const r = spawnSync(process.execPath, ['--test', '--test-reporter=tap', '--test-timeout=120000', 'scripts/tests/*.test.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  const count = (name) => Number(r.stdout?.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + (r.status !== 0 && count('fail') === 0 ? 1 : 0);
  return { name: 'scripts', passed, failed, skipped: count('skipped') + count('todo') };
}

const wanted = (name) => only.length === 0 || only.includes(name);
try {
  buildIfNeeded();
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}

// A Redis of its own on a free port for the gateway's Redis engine tests.
async function startRedis() {
  const bin = '/usr/bin/redis-server';
  if (!existsSync(bin)) {
    console.log('› Redis is not installed (apt-get install redis-server): the Redis engine tests are skipped.');
    return null;
  }
  const port = await freePort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(port);
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill() };
}

// A PostgreSQL of its own on a free port for the activity store's PostgreSQL tests.
async function startTestPostgres() {
  const pg = await startPostgres(await freePort());
  if (!pg.url) console.log(`› ${pg.why}: the activity store's PostgreSQL tests are skipped.`);
  return pg.url ? pg : null;
}

/** Runs one suite and notes its wall-clock time, which its summary line prints. */
async function timed(run) {
  const started = performance.now();
  const result = await run();
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

/** "1 min 05 s", "42.3 s". */
function duration(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}

const startedAt = performance.now();
const results = [];
if (wanted('static')) results.push(await timed(staticSuite));
if (wanted('gateway')) results.push(await timed(gatewaySuite));

async function gatewaySuite() {
  const redis = await startRedis();
  const postgres = await startTestPostgres();
  try {
    const env = { ...(redis && { TEST_REDIS_URL: redis.url }), ...(postgres && { TEST_DATABASE_URL: postgres.url }) };
    // Once, with graphql-jit (the default). That graphql-js answers the same is the parity suite's
    // job (gateway/src/graphql/documents/trusted-documents.parity.test.ts runs every document both ways).
    return jestSuite('gateway', '@backoffice/gateway', env);
  } finally {
    redis?.stop();
    postgres?.stop();
  }
}
if (wanted('rules')) results.push(await timed(() => jestSuite('rules', '@backoffice/rules')));
if (wanted('emulator')) results.push(await timed(() => jestSuite('emulator', '@backoffice/emulator')));
if (wanted('web')) results.push(await timed(() => jestSuite('web', '@backoffice/web')));
if (wanted('scripts')) results.push(await timed(scriptsSuite));
if (wanted('e2e')) results.push(await timed(() => e2eSuite()));
// The checks that matter at an operator's volume (lists to their end, permissions past the first
// page, the help centre and the import) again on an emulator seeded with SEED_VOLUME=operator.
if (wanted('e2e-operator')) {
  const options = { specs: OPERATOR_SPECS, extraEnv: { SEED_VOLUME: 'operator' } };
  results.push(await timed(() => e2eSuite('e2e-operator', 'playwright.config.ts', options)));
}
// The same browser through nginx and three replicas (needs Debian's nginx, Redis and PostgreSQL).
if (wanted('e2e-cluster')) {
  const missing = clusterPrerequisites() ?? (postgresBin() ? null : 'missing: PostgreSQL (apt-get install postgresql)');
  if (missing) console.log(`› The end-to-end suite through the load balancer is skipped: ${missing}.`);
  results.push(
    await timed(() =>
      missing ? { name: 'e2e-cluster', passed: 0, failed: 0, skipped: 1 } : e2eSuite('e2e-cluster', 'playwright.cluster.config.ts'),
    ),
  );
}
rmSync(out, { recursive: true, force: true });

console.log('\nSummary');
for (const s of results) {
  console.log(
    `  ${s.name.padEnd(11)} ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''} in ${duration(s.seconds)}${s.note ? ` (${s.note})` : ''}`,
  );
}
const total = results.reduce((t, s) => ({ passed: t.passed + s.passed, failed: t.failed + s.failed, skipped: t.skipped + s.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''} in ${duration((performance.now() - startedAt) / 1000)}`,
);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
