// A PostgreSQL of its own for a test run or the bench: Debian's server binaries, a fresh cluster
// in a temporary folder, on a free loopback port, stopped (and removed) afterwards. PostgreSQL
// refuses to run as root, so as root the cluster belongs to Debian's `postgres` user.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForPort } from './processes.mjs';

/** The newest installed server's bin folder (`/usr/lib/postgresql/<major>/bin`), or null. */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? join(base, majors[0], 'bin') : null;
}

function ownerOf() {
  if (process.getuid?.() !== 0) return null;
  const r = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return r.status === 0 ? { uid: Number(r.stdout), gid: Number(g.stdout) } : null;
}

/**
 * Starts a cluster on `port`; resolves to `{ url, stop, start }`, or null (with why) when it
 * cannot. `dataDir`: keep the cluster there (created on first use, kept by `stop`), as
 * `npm run cluster` does under DATA_DIR; without it the cluster lives in a temporary folder that
 * `stop` removes. `start` starts a stopped cluster again on the same port and data.
 */
export async function startPostgres(port, { dataDir } = {}) {
  const bin = postgresBin();
  if (!bin) return { url: null, why: 'PostgreSQL is not installed (apt-get install postgresql)' };
  const owner = ownerOf();
  if (process.getuid?.() === 0 && !owner) return { url: null, why: "there is no 'postgres' user to run it as" };
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'backoffice-pg-'));
  mkdirSync(dir, { recursive: true });
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const as = (cmd, args) => (owner ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  const run = (cmd, args) => {
    const [c, a] = as(join(bin, cmd), args);
    return spawnSync(c, a, { encoding: 'utf8' });
  };
  const fail = (what, r) => {
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
    return { url: null, why: `${what} failed: ${(r.stderr || r.stdout).trim().split('\n').pop()}` };
  };
  const data = join(dir, 'data');
  if (!existsSync(join(data, 'PG_VERSION'))) {
    const init = run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    if (init.status !== 0) return fail('initdb', init);
  }
  const durability = dataDir ? '' : ' -c fsync=off -c full_page_writes=off';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durability}`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const started = start();
  if (started.status !== 0) return fail('pg_ctl start', started);
  await waitForPort(port);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      const again = start();
      if (again.status !== 0) throw new Error(`pg_ctl start failed: ${(again.stderr || again.stdout).trim()}`);
      await waitForPort(port);
    },
    stop({ keep = Boolean(dataDir) } = {}) {
      run('pg_ctl', ['-D', data, '-m', keep ? 'fast' : 'immediate', 'stop']);
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}
