// `npm run new-domain -- NAME` (issue 27) in a copy of the repo: only the domain's folders and
// one list per package change, and the result typechecks, lints, is formatted and passes the
// domain's own gateway, emulator and web tests. This is also where the reference domain it copies
// (scripts/reference-domain/) is typechecked and linted: it resolves its imports only in place.
// The end-to-end spec it writes was run by hand when the generator was written (it needs a build
// of the copy).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { root } from '../lib/build.mjs';
import { domainNames } from '../new-domain.mjs';

const PACKAGES = ['.', 'gateway', 'web', 'emulator', 'tests', 'rules'];
const copy = mkdtempSync(join(tmpdir(), 'new-domain-'));
after(() => rmSync(copy, { recursive: true, force: true }));

const bin = join(root, 'node_modules/.bin');
// The copy's jest starts an emulator and a gateway per file: on a machine busy with the rest of the
// run a hook passes jest's 5 s default, which says nothing about the generated code.
const BUSY_MACHINE = ['--testTimeout=60000'];
function run(cmd, args, cwd = copy) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } });
  assert.equal(r.status, 0, `${cmd} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

test('a generated domain changes only its folders and six lists, and passes lint, typecheck and its tests', { timeout: 900_000 }, () => {
  const tracked = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root).split('\0').filter(Boolean);
  for (const file of tracked) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  for (const pkg of PACKAGES) symlinkSync(join(root, pkg, 'node_modules'), join(copy, pkg, 'node_modules'));
  run('git', ['init', '-q']);
  run('git', ['add', '-A']);
  run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'base']);

  run(join(bin, 'node'), ['scripts/new-domain.mjs', '--', 'loyalty-tiers']);

  const status = run('git', ['status', '--porcelain', '--untracked-files=all']).trimEnd().split('\n');
  const changed = status.filter((line) => line.startsWith(' M')).map((line) => line.slice(3));
  const added = status.filter((line) => line.startsWith('??')).map((line) => line.slice(3));
  assert.deepEqual(changed.sort(), [
    'docs/architecture.md',
    'emulator/src/domains.ts',
    'emulator/src/domains/rest-contract.test.ts',
    'gateway/src/modules/index.ts',
    'web/src/app/features.ts',
    'web/src/app/session-viewer.ts',
  ]);
  const own = [
    /^schema\/loyalty-tiers\.graphql$/,
    /^gateway\/src\/modules\/loyalty-tiers\//,
    /^emulator\/src\/domains\/loyalty-tiers\//,
    /^web\/src\/features\/loyalty-tiers\//,
    /^tests\/e2e\/loyalty-tiers\.spec\.ts$/,
  ];
  assert.deepEqual(
    added.filter((file) => !own.some((pattern) => pattern.test(file))),
    [],
  );
  assert.ok(added.includes('web/src/features/loyalty-tiers/create-loyalty-tier-modal.tsx'));
  assert.ok(added.includes('web/src/features/loyalty-tiers/loyalty-tiers-screen.test.tsx'));
  const modal = readFileSync(join(copy, 'web/src/features/loyalty-tiers/create-loyalty-tier-modal.tsx'), 'utf8');
  assert.match(modal, /title="Add loyalty tier"/);
  assert.match(modal, /successMessage="Loyalty tier created"/);
  const leftovers = spawnSync('git', ['grep', '--untracked', '-i', '-n', '-e', 'sample.item', '--', ...added], {
    cwd: copy,
    encoding: 'utf8',
  });
  assert.equal(leftovers.stdout, '', 'no spelling of the reference name is left');

  run(join(bin, 'graphql-codegen'), ['--config', 'codegen.ts']);
  for (const pkg of ['gateway', 'web', 'emulator']) run(join(bin, 'tsc'), ['-p', 'tsconfig.json', '--noEmit'], join(copy, pkg));
  run(join(bin, 'eslint'), ['--no-cache', ...changed, ...added.filter((file) => /\.(ts|tsx)$/.test(file))]);
  run(join(bin, 'prettier'), ['--check', ...changed, ...added]);
  run(join(root, 'gateway/node_modules/.bin/jest'), ['src/modules/loyalty-tiers', ...BUSY_MACHINE], join(copy, 'gateway'));
  run(join(root, 'emulator/node_modules/.bin/jest'), ['src/domains/rest-contract', ...BUSY_MACHINE], join(copy, 'emulator'));
  run(join(root, 'web/node_modules/.bin/jest'), ['src/features/loyalty-tiers', ...BUSY_MACHINE], join(copy, 'web'));
  run(join(bin, 'node'), ['--test', 'scripts/tests/architecture-doc.test.mjs']);
});

test('a name is taken plural or singular, and --singular settles an irregular one', () => {
  for (const given of ['sample-areas', 'sample-area']) {
    assert.deepEqual(
      [domainNames(given).name, domainNames(given).oneKebab, domainNames(given).Pascal, domainNames(given).One],
      ['sample-areas', 'sample-area', 'SampleAreas', 'SampleArea'],
    );
  }
  assert.equal(domainNames('loyalty-tier').name, 'loyalty-tiers');
  assert.equal(domainNames('loyalty-tiers').one, 'loyaltyTier');
  assert.equal(domainNames('box').name, 'boxes');
  assert.equal(domainNames('people', 'person').oneKebab, 'person');
});

test('a name that is not kebab-case, or a domain that exists, is refused with nothing written', () => {
  const refused = (name) => spawnSync(join(bin, 'node'), ['scripts/new-domain.mjs', '--', name], { cwd: root, encoding: 'utf8' });
  const badName = refused('Loyalty_Tiers');
  assert.equal(badName.status, 1);
  assert.match(badName.stderr, /must be kebab-case/);
  const taken = refused('users');
  assert.equal(taken.status, 1);
  assert.match(taken.stderr, /already exists/);
  assert.equal(run('git', ['status', '--porcelain', 'schema', 'gateway/src/modules', 'web/src/features'], root).trim(), '');
});
