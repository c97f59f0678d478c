// Builds only what changed since the last build, so a second `npm start` is
// up in seconds. Each step records a signature of its input files (path, size,
// mtime): an edited, added or removed file changes it. Directory mtimes are
// left out on purpose: codegen rewrites web/src/gql, which touches web/src
// itself, and would otherwise make every start regenerate.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const stampFile = join(root, 'node_modules/.cache/backoffice-build.json');

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

/** Runs `cmd` in `cwd` without blocking, so independent steps build side by side. */
function runAsync(cmd, args, cwd = root) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (exit ${code ?? signal})`)),
    );
  });
}

// Each package's own binaries, called directly: through `npx pnpm` every step paid ~5 s of CPU
// starting npx and pnpm before its compiler started, a quarter of a cold start on two cores.
const tool = (pkg, name) => join(root, pkg, 'node_modules/.bin', name);
const tsc = (pkg) => runAsync(tool(pkg, 'tsc'), ['-p', 'tsconfig.build.json'], join(root, pkg));

const steps = {
  // Quiet: what was built is said by the '› Building …' line; errors still print.
  codegen: () => runAsync(tool('.', 'graphql-codegen'), ['--config', 'codegen.ts', '--silent']),
  rules: () => tsc('rules'),
  emulator: () => tsc('emulator'),
  gateway: () => tsc('gateway'),
  // The bundle only: the web's types are checked by `npm run typecheck` (and the static suite of
  // `npm test`), and checking them again here was a fifth of a cold `npm start`.
  web: () => runAsync(tool('web', 'vite'), ['build', '--logLevel', 'warn'], join(root, 'web')),
};

// Two waves, each step of a wave beside the others: the first needs nothing built, the second
// needs codegen's types (gateway, web) and the rules' build (the web bundles it). Side by side
// on two cores, a cold start's builds took about 40 s instead of 70 s one after another.
const WAVES = [
  ['codegen', 'rules', 'emulator'],
  ['gateway', 'web'],
];

export async function buildIfNeeded({ force = false } = {}) {
  const stamps = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : {};
  for (const wave of WAVES) {
    await Promise.all(
      wave.map(async (name) => {
        const current = signature(inputs[name]);
        if (!force && existsSync(join(root, outputs[name])) && stamps[name] === current) return;
        console.log(`› Building ${name}…`);
        await steps[name]();
        stamps[name] = current;
        mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
        writeFileSync(stampFile, JSON.stringify(stamps));
      }),
    );
  }
}
