// `npm test`'s summary names each failed test with the first lines of its error: here each runner
// (node's TAP, jest, Playwright) really runs a file with one failing and one passing test, and the
// summary's reader finds the failing one, by name, with what it expected.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { root } from '../lib/build.mjs';
import { jestFailures, playwrightFailures, reasonOf, tapFailures } from '../lib/test-failures.mjs';

const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
/** A folder of its own per runner: each runner's default pattern would take the others' files. */
function folder() {
  dirs.push(realpathSync(mkdtempSync(join(tmpdir(), 'test-failures-'))));
  return dirs.at(-1);
}

// A nested runner must not report to this one (node --test passes its children NODE_TEST_CONTEXT).
const { NODE_TEST_CONTEXT: _, ...env } = process.env;
const run = (dir, cmd, args, extraEnv = {}) => spawnSync(cmd, args, { cwd: dir, env: { ...env, ...extraEnv }, encoding: 'utf8' });

test('node --test: the failed test by name, with its assertion', () => {
  const dir = folder();
  writeFileSync(
    join(dir, 'tap.test.mjs'),
    "import assert from 'node:assert/strict';\nimport { test } from 'node:test';\n" +
      "test('adds two numbers', () => assert.equal(1 + 1, 3));\ntest('passes', () => {});\n",
  );
  const r = run(dir, process.execPath, ['--test', '--test-reporter=tap', 'tap.test.mjs']);
  assert.deepEqual(tapFailures(r.stdout), [{ name: 'adds two numbers', reason: 'Expected values to be strictly equal: · 2 !== 3' }]);
});

test('jest: the failed test by file and name, and a file that did not run', () => {
  const dir = folder();
  writeFileSync(join(dir, 'sum.test.js'), "test('adds two numbers', () => expect(1 + 1).toBe(3));\ntest('passes', () => {});\n");
  writeFileSync(join(dir, 'broken.test.js'), 'this is not javascript(\n');
  const report = join(dir, 'jest.json');
  run(dir, join(root, 'gateway/node_modules/.bin/jest'), ['--rootDir', dir, '--config', '{}', '--ci', '--json', `--outputFile=${report}`]);
  const failures = jestFailures(JSON.parse(readFileSync(report, 'utf8')), dir);
  assert.deepEqual(failures.map((f) => f.name).sort(), ['broken.test.js', 'sum.test.js › adds two numbers']);
  assert.match(failures.find((f) => f.name === 'sum.test.js › adds two numbers').reason, /toBe\(expected\).* · Expected: 3$/);
  assert.match(failures.find((f) => f.name === 'broken.test.js').reason, /^● Test suite failed to run · /);
});

test('Playwright: the failed test by file, line and title, with its expectation', () => {
  const dir = folder();
  const playwright = join(realpathSync(join(root, 'tests/node_modules/@playwright/test')), 'index.mjs');
  writeFileSync(
    join(dir, 'pw.config.mjs'),
    `import { defineConfig } from '${playwright}';\nexport default defineConfig({ testDir: '.' });\n`,
  );
  writeFileSync(
    join(dir, 'sum.spec.mjs'),
    `import { expect, test } from '${playwright}';\n` +
      "test('passes', () => {});\ntest('adds two numbers', () => expect(1 + 1).toBe(3));\n",
  );
  const report = join(dir, 'playwright.json');
  run(dir, join(root, 'tests/node_modules/.bin/playwright'), ['test', '--config', 'pw.config.mjs', '--reporter=json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  assert.deepEqual(playwrightFailures(JSON.parse(readFileSync(report, 'utf8'))), [
    { name: 'sum.spec.mjs:3 › adds two numbers', reason: 'Error: expect(received).toBe(expected) // Object.is equality · Expected: 3' },
  ]);
});

test('a reason is two lines at most, without colours, and cut to one line of a log', () => {
  assert.equal(
    reasonOf('\u001b[31mError: failed\u001b[39m\n\n  Locator: getByText("Saved")\nExpected: visible'),
    'Error: failed · Locator: getByText("Saved")',
  );
  assert.equal(reasonOf('x'.repeat(500)).length, 200);
  assert.equal(reasonOf(undefined), '');
});
