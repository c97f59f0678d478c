// Builds only what changed since the last build, so a second `npm start` is
// up in seconds. Each step records a signature of its input files (path, size,
// mtime): an edited, added or removed file changes it. Directory mtimes are
// left out on purpose: codegen rewrites web/src/gql, which touches web/src
// itself, and would otherwise make every start regenerate.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const stampFile = join(root, 'node_modules/.cache/backoffice-build.json');
const pnpm = ['--loglevel=error', '-y', 'pnpm@10.34.8'];

const SKIPPED = new Set(['node_modules', 'dist', 'gql', 'generated']);

function addFiles(path, hash) {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (!st.isDirectory()) {
    hash.update(`${relative(root, path)}:${st.size}:${st.mtimeMs}\n`);
    return;
  }
  for (const entry of readdirSync(path).sort()) if (!SKIPPED.has(entry)) addFiles(join(path, entry), hash);
}

function signature(paths) {
  const hash = createHash('sha256');
  for (const p of paths) addFiles(join(root, p), hash);
  return hash.digest('hex');
}

const inputs = {
  codegen: ['schema', 'codegen.ts', 'web/src', 'gateway/src/modules'],
  rules: ['rules/src', 'rules/tsconfig.json', 'rules/tsconfig.build.json', 'rules/package.json'],
  emulator: ['emulator/src', 'emulator/tsconfig.json', 'emulator/tsconfig.build.json', 'emulator/package.json'],
  gateway: ['gateway/src', 'rules/src', 'schema', 'gateway/tsconfig.json', 'gateway/tsconfig.build.json', 'gateway/package.json'],
  web: ['web/src', 'rules/src', 'web/build', 'web/index.html', 'web/graphiql.html', 'web/vite.config.ts', 'web/package.json', 'schema'],
};
const outputs = {
  codegen: 'gateway/src/generated/resolvers-types.ts',
  rules: 'rules/dist',
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
    // Quiet: what was built is said by the '› Building …' line; errors still print.
    codegen: () => run('npx', [...pnpm, '--silent', 'exec', 'graphql-codegen', '--config', 'codegen.ts', '--silent']),
    rules: () => run('npx', [...pnpm, '--silent', '--filter', '@backoffice/rules', 'run', 'build']),
    emulator: () => run('npx', [...pnpm, '--silent', '--filter', '@backoffice/emulator', 'run', 'build']),
    gateway: () => run('npx', [...pnpm, '--silent', '--filter', '@backoffice/gateway', 'run', 'build']),
    web: () => run('npx', [...pnpm, '--silent', '--filter', '@backoffice/web', 'run', 'build', '--logLevel', 'warn']),
  };
  for (const [name, step] of Object.entries(steps)) {
    const current = signature(inputs[name]);
    if (!force && existsSync(join(root, outputs[name])) && stamps[name] === current) continue;
    console.log(`› Building ${name}…`);
    step();
    stamps[name] = current;
    mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
    writeFileSync(stampFile, JSON.stringify(stamps));
  }
}
