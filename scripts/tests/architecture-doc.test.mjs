// docs/architecture.md against the code (issue 45): its layer lists, its domain list, the rules
// package's subpaths and the gateway's longest chain come from the code, and it links to nothing
// outside the repository. Changing one of them without the page fails here.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { root } from '../lib/build.mjs';
import { EMULATOR_LAYERS } from '../lib/emulator-layers.mjs';
import { GATEWAY_LAYERS } from '../lib/gateway-layers.mjs';
import { describe } from '../lib/import-graph.mjs';

const DOC = join(root, 'docs/architecture.md');
const doc = readFileSync(DOC, 'utf8');
const folders = (path) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The text of each numbered layer in the code block that starts with `heading`, by its number. */
function documentedLayers(heading) {
  const start = doc.indexOf(heading);
  assert.ok(start >= 0, `docs/architecture.md draws ${heading.trim()}`);
  const block = doc.slice(start, doc.indexOf('```', start));
  const layers = new Map();
  let current = null;
  for (const line of block.split('\n')) {
    const numbered = /(?:^|\s)(\d)\s{2}(\S.*)$/.exec(line);
    if (numbered) {
      current = Number(numbered[1]);
      layers.set(current, numbered[2]);
    } else if (current !== null) layers.set(current, `${layers.get(current)} ${line.trim()}`);
  }
  return layers;
}

/** How the page may name a layer entry: as written, a `*` folder as `<d>`, without `.ts` or the closing `/`. */
function named(text, entry) {
  const spelled = entry.replaceAll('*/', '<d>/');
  return [spelled, spelled.replace(/\.ts$/, ''), spelled.replace(/\/$/, '')].some((form) => text.includes(form));
}

for (const [heading, layers, file] of [
  ['gateway/src (scripts/lib/gateway-layers.mjs', GATEWAY_LAYERS, 'gateway-layers.mjs'],
  [' emulator/src\n', EMULATOR_LAYERS, 'emulator-layers.mjs'],
]) {
  test(`the page draws ${file}'s layers, each with every entry the code places there`, () => {
    const drawn = documentedLayers(heading);
    assert.deepEqual(
      [...drawn.keys()].sort(),
      layers.map((_, index) => index + 1),
    );
    layers.forEach((entries, index) => {
      const missing = entries.filter((entry) => !named(drawn.get(index + 1), entry));
      assert.deepEqual(missing, [], `layer ${index + 1} of scripts/lib/${file} is drawn without these`);
    });
  });
}

test("the page says how many layers the gateway has, and its longest chain's length", () => {
  assert.match(doc, new RegExp(`one of the ${NUMBER_WORDS[GATEWAY_LAYERS.length]} layers above`));
  const { floors } = describe(join(root, 'gateway/src'));
  const runtime = describe(join(root, 'gateway/src'), { runtimeOnly: true }).floors;
  const [, files, runtimeFiles] = /longest chain\s+is (\d+) files \((\d+) with runtime imports only\)/.exec(doc) ?? [];
  assert.deepEqual([Number(files), Number(runtimeFiles)], [floors, runtime]);
});

test('the domain list names every gateway module and schema file; the emulator and web use only those names', () => {
  const start = doc.indexOf('The same names in `schema/`');
  const paragraph = doc.slice(start, doc.indexOf('The shared rules package', start));
  const listed = new Set([...paragraph.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]));
  const modules = folders('gateway/src/modules');
  assert.deepEqual([...listed].sort(), modules);
  const schema = readdirSync(join(root, 'schema'))
    .filter((name) => name.endsWith('.graphql') && name !== 'base.graphql')
    .map((name) => name.replace('.graphql', ''));
  assert.deepEqual(schema.sort(), modules);
  for (const path of ['emulator/src/domains', 'web/src/features']) {
    assert.deepEqual(
      folders(path).filter((name) => !listed.has(name)),
      [],
      `${path} has a domain the page does not list`,
    );
  }
});

test("the page lists the rules package's subpaths", () => {
  const subpaths = Object.keys(JSON.parse(readFileSync(join(root, 'rules/package.json'), 'utf8')).exports)
    .filter((path) => path !== '.')
    .map((path) => path.slice(2));
  const [, sentence] = /has a subpath per domain that\s+needs one \(([^)]*)\)/.exec(doc) ?? [];
  assert.deepEqual([...(sentence ?? '').matchAll(/`([a-z-]+)`/g)].map((match) => match[1]).sort(), subpaths.sort());
});

test('the page links to nothing outside the repository, and every link it has resolves', () => {
  assert.deepEqual(
    [...doc.matchAll(/https?:\/\/(?!localhost)[^\s)`]+/g)].map((match) => match[0]),
    [],
  );
  for (const [, target] of doc.matchAll(/\]\(([^)#]+)[^)]*\)/g)) {
    const path = resolve(dirname(DOC), target);
    assert.ok(!relative(root, path).startsWith('..'), `${target} is outside the repository`);
    assert.ok(existsSync(path), `${target} does not exist`);
  }
  assert.deepEqual(
    [...doc.matchAll(/`(\.\.\/[^`]*)`/g)].map((match) => match[1]),
    [],
    'paths outside the repository',
  );
});
