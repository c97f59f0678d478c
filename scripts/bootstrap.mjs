// Entry point of `npm start`, `npm test`, `npm run bench`, ...
// It runs on whatever Node the machine has (Node 20 here), so it stays plain
// Node with no dependencies: it installs what is missing, then hands over to
// the pnpm script `task:<name>`, which runs on the workspace's Node 24.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresBin } from './lib/postgres.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// --loglevel=error: npx would otherwise repeat the machine's npmrc warnings
// ("Unknown user config") on every call; errors still show.
const PNPM = ['--loglevel=error', '-y', 'pnpm@10.34.8'];
const task = process.argv[2];
const extra = process.argv.slice(3);

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

function mtime(p) {
  try {
    return statSync(join(root, p)).mtimeMs;
  } catch {
    return 0;
  }
}

// Install only when node_modules is missing or older than the lockfile, so a
// second `npm start` is up in seconds.
function ensureDependencies() {
  const marker = 'node_modules/.modules.yaml';
  const manifests = [
    'package.json',
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    'gateway/package.json',
    'web/package.json',
    'emulator/package.json',
    'tests/package.json',
  ];
  const stale =
    !existsSync(join(root, marker)) || !existsSync(join(root, 'node_modules/.bin/node')) || manifests.some((m) => mtime(m) > mtime(marker));
  if (!stale) return;
  console.log('› Installing dependencies (pnpm 10, Node 24 from the registry)…');
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  // pnpm's own progress, which --loglevel=error would otherwise hide.
  run('npx', [...PNPM, 'install', ...frozen, '--loglevel=info']);
}

// Tests need real engines from Debian: Chromium for Playwright (browser
// downloads are not possible here) and Redis for the gateway's shared state.
let aptUpdated = false;
/**
 * `bin`: the file that shows the package is there (null: known to be missing). `recommends`
 * false: the package alone (Prometheus would bring the node exporter and its collectors).
 */
function ensureDebianPackage(bin, pkg, purpose, { recommends = true } = {}) {
  if (bin && existsSync(bin)) return true;
  if (process.getuid?.() === 0) {
    console.log(`› Installing ${pkg} from Debian (apt-get) for ${purpose}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (!aptUpdated) run('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
    run('apt-get', ['install', '-y', '-qq', ...(recommends ? [] : ['--no-install-recommends']), pkg], { env });
    return true;
  }
  return false;
}

function ensureChromium() {
  const bin = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (ensureDebianPackage(bin, 'chromium', 'the end-to-end tests')) return;
  console.error(
    `✖ Chromium is missing at ${bin}. Install it with: sudo apt-get install -y chromium\n` +
      '  (or set CHROMIUM_PATH to a Chromium binary).',
  );
  process.exit(1);
}

if (!task) {
  console.error('usage: node scripts/bootstrap.mjs <start|test|bench|dev|build|codegen|lint|typecheck|new-domain|cluster>');
  process.exit(2);
}
ensureDependencies();
if (task === 'test' || task === 'bench') ensureChromium();
// Without Redis or PostgreSQL their engine tests are skipped, and scripts/test.mjs says so.
if (task === 'test' || task === 'cluster' || task === 'bench') {
  ensureDebianPackage('/usr/bin/redis-server', 'redis-server', 'the Redis engine');
  if (!postgresBin()) ensureDebianPackage(null, 'postgresql', "the activity store's PostgreSQL");
  ensureDebianPackage('/usr/sbin/nginx', 'nginx', 'the load balancer in front of several replicas');
  ensureDebianPackage('/usr/bin/prometheus', 'prometheus', "the replicas' metrics and alert rules", { recommends: false });
}

// Ctrl-C reaches the whole process group; the child shuts down on its own and
// we exit with its code.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
// start and test run straight on the workspace's Node 24 with its bin folder
// first on PATH, as `pnpm run` would: one process less to start, and Ctrl-C
// does not end in pnpm's 'Command failed' message. The rest go through pnpm.
const DIRECT = { start: 'scripts/start.mjs', test: 'scripts/test.mjs', cluster: 'scripts/cluster.mjs' };
const bin = join(root, 'node_modules/.bin');
const child = DIRECT[task]
  ? spawn(join(bin, 'node'), [DIRECT[task], ...extra], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    })
  : spawn('npx', [...PNPM, 'run', `task:${task}`, ...extra], { cwd: root, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
