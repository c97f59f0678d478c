// The shape of the code (issue 27): no import cycle anywhere, type imports included
// (eslint's import-x/no-cycle skips those), and the gateway's modules side by side.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from '../lib/build.mjs';
import { EMULATOR_LAYERS } from '../lib/emulator-layers.mjs';
import { GATEWAY_LAYERS } from '../lib/gateway-layers.mjs';
import { describe, layerViolations } from '../lib/import-graph.mjs';

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

test('the gateway stands on its layers: every file in one, no import to a higher one, type imports included', () => {
  assert.ok(GATEWAY_LAYERS.length <= 8, 'the gateway keeps to 8 layers');
  const { unplaced, upward } = layerViolations(join(root, 'gateway/src'), GATEWAY_LAYERS);
  assert.deepEqual(unplaced, [], 'place each new top-level file or folder in scripts/lib/gateway-layers.mjs');
  assert.deepEqual(upward, []);
});

test("the emulator stands on its layers: a domain's records and seed below the store, its routes above, no import upward", () => {
  const { unplaced, upward } = layerViolations(join(root, 'emulator/src'), EMULATOR_LAYERS);
  assert.deepEqual(unplaced, [], 'place each new top-level file or folder in scripts/lib/emulator-layers.mjs');
  assert.deepEqual(upward, []);
});

test('a layer entry with * matches one folder level, and the longest entry wins', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-globs-'));
  try {
    mkdirSync(join(dir, 'domains/a'), { recursive: true });
    writeFileSync(join(dir, 'store.ts'), "import type { Row } from './domains/a/routes';\nexport type Store = { row?: Row };\n");
    writeFileSync(join(dir, 'domains/a/seed.ts'), "import type { Store } from '../../store';\nexport type Seed = { store?: Store };\n");
    writeFileSync(join(dir, 'domains/a/routes.ts'), "import type { Store } from '../../store';\nexport type Row = { store?: Store };\n");
    const layers = [['domains/*/seed*.ts'], ['store.ts'], ['domains/*/']];
    const { unplaced, upward } = layerViolations(dir, layers);
    assert.deepEqual(unplaced, []);
    assert.deepEqual(upward.sort(), [
      'domains/a/seed.ts (layer 1) → store.ts (layer 2)',
      'store.ts (layer 2) → domains/a/routes.ts (layer 3)',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an import from a lower layer to a higher one is found, a type import too', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-layers-'));
  try {
    writeFileSync(join(dir, 'base.ts'), "import type { Top } from './top';\nexport type Base = { top?: Top };\n");
    writeFileSync(join(dir, 'top.ts'), "import type { Base } from './base';\nexport type Top = { base?: Base };\n");
    writeFileSync(join(dir, 'loose.ts'), 'export const loose = 1;\n');
    const { unplaced, upward } = layerViolations(dir, [['base.ts'], ['top.ts']]);
    assert.deepEqual(unplaced, ['loose.ts']);
    assert.deepEqual(upward, ['base.ts (layer 1) → top.ts (layer 2)']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
