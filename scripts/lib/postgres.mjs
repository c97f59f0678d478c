// A PostgreSQL of its own for a test run or the bench: Debian's server binaries, a fresh cluster
// in a temporary folder, on a free loopback port, stopped (and removed) afterwards. PostgreSQL
// refuses to run as root, so as root the cluster belongs to Debian's `postgres` user.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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

/** Starts a cluster on `port`; resolves to `{ url, stop }`, or null (with why) when it cannot. */
export async function startPostgres(port) {
  const bin = postgresBin();
  if (!bin) return { url: null, why: 'PostgreSQL is not installed (apt-get install postgresql)' };
  const owner = ownerOf();
  if (process.getuid?.() === 0 && !owner) return { url: null, why: "there is no 'postgres' user to run it as" };
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const as = (cmd, args) => (owner ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  const run = (cmd, args) => {
    const [c, a] = as(join(bin, cmd), args);
    return spawnSync(c, a, { encoding: 'utf8' });
  };
  const data = join(dir, 'data');
  const init = run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { url: null, why: `initdb failed: ${(init.stderr || init.stdout).trim().split('\n').pop()}` };
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  if (start.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { url: null, why: `pg_ctl start failed: ${(start.stderr || start.stdout).trim().split('\n').pop()}` };
  }
  await waitForPort(port);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
