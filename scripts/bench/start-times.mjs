// How long a newcomer waits: `npm start` in a fresh clone of this commit until
// it prints its banner (cold: install, codegen and builds; the machine's pnpm
// package store is already filled, so downloads are not counted), then a
// second `npm start` in the same clone (warm: nothing to install or rebuild).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib/build.mjs';
import { freePort } from './harness/services.mjs';

const BANNER = 'Back-office is running';
const LIMIT_MS = 10 * 60_000;

async function timeToBanner(dir) {
  const env = {
    ...process.env,
    PORT: String(await freePort()),
    EMULATOR_PORT: String(await freePort()),
    // Beside another `npm start` (the default metrics port would be taken).
    METRICS_PORT: String(await freePort()),
    DATA_DIR: join(dir, '.bench-data'),
  };
  delete env.UPSTREAM_API_URL;
  const started = performance.now();
  // Its own process group, so the stop below reaches npm, pnpm and the services.
  const child = spawn('npm', ['start'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ms = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner within ${LIMIT_MS / 1000} s:\n${output.slice(-2000)}`)), LIMIT_MS);
    const read = (chunk) => {
      output += chunk;
      if (output.includes(BANNER)) {
        clearTimeout(timer);
        resolve(performance.now() - started);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before its banner:\n${output.slice(-2000)}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT');
  await exited;
  const linesBeforeBanner = output
    .slice(0, output.indexOf(BANNER))
    .split('\n')
    .filter((line) => line.trim()).length;
  return { ms, linesBeforeBanner };
}

export async function startTimes() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-clone-'));
  try {
    execFileSync('git', ['clone', '--quiet', root, dir]);
    const cold = await timeToBanner(dir);
    const warm = await timeToBanner(dir);
    return { cold, warm };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
