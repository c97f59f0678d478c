// `npm test`: build, then lint, format check and typecheck, gateway jest, web
// jest, the scripts' own tests and Playwright end to end
// (against a freshly seeded emulator, the gateway and the built app on free
// ports). Every suite runs even when an earlier one fails; the exit code and
// the closing "N passed, N failed" line cover all of them. The suites that
// compute and the browser suites run side by side (two lanes, below); each
// suite's output prints as one block when it ends, and its summary line gives
// its own wall-clock and CPU time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, root } from './lib/build.mjs';
import { clusterPrerequisites } from './lib/cluster.mjs';
import { postgresBin, startPostgres } from './lib/postgres.mjs';
import { freePort, waitForPort } from './lib/processes.mjs';
import { runSuiteProcess } from './lib/suite-process.mjs';
import { jestFailures, playwrightFailures, tapFailures } from './lib/test-failures.mjs';

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

async function jestSuite(name, filter, env = {}) {
  const file = join(out, `${name}.json`);
  const r = await runSuiteProcess(name, 'npx', [...pnpm, '--filter', filter, 'exec', 'jest', '--ci', '--json', `--outputFile=${file}`], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
  const report = readJson(file);
  if (!report)
    return {
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      cpu: r.cpu,
      note: r.timedOut ? 'stopped at its time limit' : `jest did not report (exit ${r.status})`,
    };
  return {
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests + (r.status !== 0 && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
    cpu: r.cpu,
    failures: jestFailures(report, root),
  };
}

/**
 * Playwright with `config` (the single gateway, or the cluster behind nginx), reported as suite
 * `name`; `specs` narrows it to some files, `extraEnv` (SEED_VOLUME) goes to the harness. With
 * `shards` > 1 the spec files are split between that many Playwright runs side by side, each with
 * its own emulator and gateway on its own ports (its own global setup): the specs of one run
 * never see another's writes, and a test waiting on its browser leaves the CPU to the others.
 */
async function e2eSuite(name = 'e2e', config = 'playwright.config.ts', { specs = [], extraEnv = {}, shards = 1 } = {}) {
  const ports = await distinctFreePorts(2 * shards);
  const runs = Array.from({ length: shards }, async (_, index) => {
    const label = shards > 1 ? `${name} ${index + 1}/${shards}` : name;
    const file = join(out, `${name}-${index + 1}.json`);
    const env = {
      ...process.env,
      ...extraEnv,
      E2E_GATEWAY_PORT: String(ports[2 * index]),
      E2E_EMULATOR_PORT: String(ports[2 * index + 1]),
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      LOG_LEVEL: 'silent',
    };
    const shard = shards > 1 ? [`--shard=${index + 1}/${shards}`] : [];
    // A folder of its own: a run empties its output folder as it starts, and runs side by side
    // would otherwise empty each other's (the base config's test-results holds the cluster's).
    const output = ['--output', `test-results/${name}${shards > 1 ? `-${index + 1}` : ''}`];
    const playwright = ['exec', 'playwright', 'test', '--config', config, '--reporter=list,json', ...shard, ...output, ...specs];
    const r = await runSuiteProcess(
      label,
      'npx',
      [...pnpm, '--filter', '@backoffice/e2e', ...playwright],
      { cwd: root, env },
      { limitMinutes: 60 },
    );
    const report = readJson(file);
    const stats = report?.stats;
    if (!stats)
      return {
        passed: 0,
        failed: 1,
        skipped: 0,
        cpu: r.cpu,
        note: `${label}: ${r.timedOut ? 'stopped at its time limit' : `playwright did not report (exit ${r.status})`}`,
      };
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected + (r.status !== 0 && stats.unexpected === 0 ? 1 : 0),
      skipped: stats.skipped,
      cpu: r.cpu,
      failures: playwrightFailures(report),
    };
  });
  const results = await Promise.all(runs);
  const sum = (key) => results.reduce((total, r) => total + r[key], 0);
  const notes = results.flatMap((r) => (r.note ? [r.note] : []));
  const cpu = results.every((r) => r.cpu !== null) ? sum('cpu') : null;
  return {
    name,
    passed: sum('passed'),
    failed: sum('failed'),
    skipped: sum('skipped'),
    cpu,
    failures: results.flatMap((r) => r.failures ?? []),
    ...(notes.length && { note: notes.join('; ') }),
  };
}

/** `count` free ports, all different (two runs started together must not pick the same one). */
async function distinctFreePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

// Lint, format and a typecheck of every package, tests included (jest and
// Playwright only transpile them), each one check of this suite.
async function staticSuite() {
  const bin = join(root, 'node_modules/.bin');
  const checks = [
    ['lint (ESLint)', join(bin, 'eslint'), ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']],
    ['format (Prettier)', join(bin, 'prettier'), ['--check', '.']],
    ['typecheck', 'npx', [...pnpm, '-r', '--silent', 'run', 'typecheck']],
    ['typecheck (root files)', join(bin, 'tsc'), ['-p', 'tsconfig.json']],
  ];
  let passed = 0;
  const failures = [];
  let cpu = 0;
  for (const [name, cmd, args] of checks) {
    const r = await runSuiteProcess(`static: ${name}`, cmd, args, { cwd: root });
    cpu = cpu === null || r.cpu === null ? null : cpu + r.cpu;
    if (r.status === 0) passed++;
    else {
      failures.push({ name, reason: `exit ${r.status}, its output above` });
      console.error(`✖ ${name} failed`);
    }
  }
  return { name: 'static', passed, failed: failures.length, skipped: 0, cpu, failures };
}

// Node's own test runner for the scripts (npm start's behaviour); TAP keeps
// the counts readable from its closing lines.
async function scriptsSuite() {
  const args = ['--test', '--test-reporter=tap', '--test-timeout=120000', 'scripts/tests/*.test.mjs'];
  const r = await runSuiteProcess('scripts', process.execPath, args, { cwd: root, env: process.env });
  const count = (name) => Number(r.stdout.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + (r.status !== 0 && count('fail') === 0 ? 1 : 0);
  return { name: 'scripts', passed, failed, skipped: count('skipped') + count('todo'), cpu: r.cpu, failures: tapFailures(r.stdout) };
}

const wanted = (name) => only.length === 0 || only.includes(name);
try {
  await buildIfNeeded();
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

const LISTED_FAILURES = 20;

/** Under a suite's summary line, each failed test and the first line of its error. */
function printFailures(failures) {
  for (const { name, reason } of failures.slice(0, LISTED_FAILURES)) console.log(`      ✖ ${name}${reason ? ` — ${reason}` : ''}`);
  if (failures.length > LISTED_FAILURES) console.log(`      … and ${failures.length - LISTED_FAILURES} more, in the suite's output above`);
}

/** "1 min 05 s", "42.3 s". */
function duration(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  // Rounded once: 659.7 s is "11 min 00 s", not "10 min 60 s".
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

async function gatewaySuite() {
  const redis = await startRedis();
  const postgres = await startTestPostgres();
  try {
    const env = { ...(redis && { TEST_REDIS_URL: redis.url }), ...(postgres && { TEST_DATABASE_URL: postgres.url }) };
    // Once, with graphql-jit (the default). That graphql-js answers the same is the parity suite's
    // job (gateway/src/graphql/documents/trusted-documents.parity.test.ts runs every document both ways).
    return await jestSuite('gateway', '@backoffice/gateway', env);
  } finally {
    redis?.stop();
    postgres?.stop();
  }
}

// The browser suites through the load balancer need Debian's nginx, Redis and PostgreSQL.
function clusterSuite() {
  const missing = clusterPrerequisites() ?? (postgresBin() ? null : 'missing: PostgreSQL (apt-get install postgresql)');
  if (!missing) return e2eSuite('e2e-cluster', 'playwright.cluster.config.ts');
  console.log(`› The end-to-end suite through the load balancer is skipped: ${missing}.`);
  return { name: 'e2e-cluster', passed: 0, failed: 0, skipped: 1, cpu: null };
}

// E2E_SHARDS (default 1): how many Playwright runs, each with its own emulator and gateway, share
// the single-gateway suite's spec files. Two beside the compute lane loaded two cores to ~16:
// clicks took 5 s and three two-browser specs passed their 60 s, so one run is the default; a
// machine with more cores may split them.
const e2eShards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1) || 1);

// Two lanes side by side, each running its suites one after another: the suites that compute
// (lint, typecheck, jest, the scripts) beside the browser suites, which mostly wait on a page (an
// e2e run uses about a quarter of a core) and leave the CPU to the others. The cluster suite (its
// own emulator, three replicas, nginx, Redis and PostgreSQL) follows the other browser suites
// rather than running beside them: on two cores a third lane of browsers and replicas starved the
// others' pages past their timeouts. The summary lists the suites in this order whichever ends first.
const lanes = [
  [
    ['static', staticSuite],
    ['gateway', gatewaySuite],
    ['rules', () => jestSuite('rules', '@backoffice/rules')],
    ['emulator', () => jestSuite('emulator', '@backoffice/emulator')],
    ['web', () => jestSuite('web', '@backoffice/web')],
    ['scripts', scriptsSuite],
  ],
  [
    ['e2e', () => e2eSuite('e2e', 'playwright.config.ts', { shards: e2eShards })],
    // The checks that matter at an operator's volume (lists to their end, permissions past the
    // first page, the help centre and the import) again on an emulator seeded with SEED_VOLUME=operator.
    [
      'e2e-operator',
      () => e2eSuite('e2e-operator', 'playwright.config.ts', { specs: OPERATOR_SPECS, extraEnv: { SEED_VOLUME: 'operator' } }),
    ],
    // The same browser through nginx and three replicas.
    ['e2e-cluster', clusterSuite],
  ],
];

const startedAt = performance.now();
const finished = new Map();
await Promise.all(
  lanes.map(async (lane) => {
    for (const [name, run] of lane) if (wanted(name)) finished.set(name, await timed(run));
  }),
);
const results = lanes.flat().flatMap(([name]) => (finished.has(name) ? [finished.get(name)] : []));
rmSync(out, { recursive: true, force: true });

console.log('\nSummary');
for (const s of results) {
  console.log(
    `  ${s.name.padEnd(12)} ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''} in ${duration(s.seconds)}${s.cpu != null ? `, CPU ${duration(s.cpu)}` : ''}${s.note ? ` (${s.note})` : ''}`,
  );
  printFailures(s.failures ?? []);
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
