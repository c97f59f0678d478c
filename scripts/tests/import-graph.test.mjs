// The shape of the code (issue 27): no import cycle anywhere, type imports included
// (eslint's import-x/no-cycle skips those), and the gateway's modules side by side.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from '../lib/build.mjs';
import { describe } from '../lib/import-graph.mjs';

const PACKAGES = ['gateway/src', 'web/src', 'emulator/src', 'rules/src', 'scripts', 'tests'];

test('no package has an import cycle, type imports included', () => {
  for (const folder of PACKAGES) {
    assert.deepEqual(describe(join(root, folder)).cycles, [], `${folder} has an import cycle`);
  }
});

test('a cycle made only of type imports is found', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
  try {
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
    writeFileSync(join(dir, 'b.ts'), "import { type A } from './a';\nexport type B = { a?: A };\n");
    writeFileSync(join(dir, 'c.ts'), "import type { A } from './a';\nexport const c: A = {};\n");
    const report = describe(dir);
    assert.deepEqual(report.cycles, [['a.ts', 'b.ts']]);
    assert.equal(report.floors, 2);
    assert.equal(describe(dir, { runtimeOnly: true }).floors, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
