// Builds only what changed since the last build, so a second `npm start` is
// up in seconds. Each package records the newest source mtime it was built from.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const stampFile = join(root, 'node_modules/.cache/backoffice-build.json');
const pnpm = ['-y', 'pnpm@10.34.8'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'gql' || entry === 'generated') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const inputs = {
  codegen: ['schema', 'codegen.ts', 'web/src'],
  emulator: ['emulator/src', 'emulator/tsconfig.json', 'emulator/package.json'],
  gateway: ['gateway/src', 'schema', 'gateway/tsconfig.json', 'gateway/tsconfig.build.json', 'gateway/package.json'],
  web: ['web/src', 'web/build', 'web/index.html', 'web/graphiql.html', 'web/vite.config.ts', 'web/package.json', 'schema'],
};
const outputs = {
  codegen: 'gateway/src/generated/resolvers-types.ts',
  emulator: 'emulator/dist',
  gateway: 'gateway/dist',
  web: 'web/dist/index.html',
};

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
}

export function buildIfNeeded({ force = false } = {}) {
  const stamps = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : {};
  const steps = {
    codegen: () => run('npx', [...pnpm, 'run', 'task:codegen']),
    emulator: () => run('npx', [...pnpm, '--filter', '@backoffice/emulator', 'run', 'build']),
    gateway: () => run('npx', [...pnpm, '--filter', '@backoffice/gateway', 'run', 'build']),
    web: () => run('npx', [...pnpm, '--filter', '@backoffice/web', 'run', 'build']),
  };
  for (const [name, step] of Object.entries(steps)) {
    const newest = Math.max(...inputs[name].map((p) => newestMtime(join(root, p))));
    if (!force && existsSync(join(root, outputs[name])) && stamps[name] >= newest) continue;
    console.log(`› Building ${name}…`);
    step();
    stamps[name] = newest;
    mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
    writeFileSync(stampFile, JSON.stringify(stamps));
  }
}
