// The import graph of a source folder, as issue 27 draws it: each file one
// floor above everything it imports, cycles counted with type imports
// included (eslint's import-x/no-cycle skips those).
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { EMULATOR_LAYERS } from './emulator-layers.mjs';
import { GATEWAY_LAYERS } from './gateway-layers.mjs';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST = /(\.test\.|\.spec\.|\/test-support\/|\/__tests__\/|\/src\/test\/)/;

function listSources(root) {
  const files = [];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules') files.push(...listSources(path));
    } else if (SOURCE.test(name) && !name.endsWith('.d.ts') && !TEST.test(path)) {
      files.push(path);
    }
  }
  return files;
}

function resolveSpecifier(from, specifier, known) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier).replace(/\.(js|mjs)$/, '');
  const candidates = ['.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  return candidates.find((path) => known.has(path));
}

/** An import or export that TypeScript erases: `import type`, or every named binding marked `type`. */
function isTypeOnly(statement) {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** Static imports and re-exports, type-only ones included; dynamic import() is a lazy edge and not counted. */
function importsOf(file, { runtimeOnly = false } = {}) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !(runtimeOnly && isTypeOnly(statement))
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

export function importGraph(root, options = {}) {
  const files = listSources(root);
  const known = new Set(files);
  const edges = new Map();
  for (const file of files) {
    const targets = importsOf(file, options)
      .map((specifier) => resolveSpecifier(file, specifier, known))
      .filter((target) => target && target !== file);
    edges.set(file, [...new Set(targets)]);
  }
  return { root, files, edges };
}

/** Tarjan's strongly connected components; a component of more than one file is a cycle. */
export function cyclesOf({ files, edges }) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    indices.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file)) {
      if (!indices.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), indices.get(target)));
      }
    }
    if (low.get(file) === indices.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) cycles.push(component);
    }
  };
  for (const file of files) if (!indices.has(file)) visit(file);
  return cycles;
}

/** Floor of each file: 1 for a file importing nothing, else one above its highest import (a cycle shares one floor). */
export function floorsOf(graph) {
  const componentOf = new Map();
  for (const component of cyclesOf(graph)) for (const file of component) componentOf.set(file, component);
  const floors = new Map();
  const floorOf = (file, visiting = new Set()) => {
    if (floors.has(file)) return floors.get(file);
    const members = componentOf.get(file) ?? [file];
    members.forEach((member) => visiting.add(member));
    let highest = 0;
    for (const member of members) {
      for (const target of graph.edges.get(member)) {
        if (!visiting.has(target)) highest = Math.max(highest, floorOf(target, visiting));
      }
    }
    members.forEach((member) => floors.set(member, highest + 1));
    return highest + 1;
  };
  for (const file of graph.files) floorOf(file);
  return floors;
}

/** The longest chain of imports, top floor first, to show what makes the building tall. */
export function tallestChain(graph, floors) {
  let file = [...floors.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const chain = [];
  while (file) {
    chain.push(file);
    const below = graph.edges.get(file).filter((target) => floors.get(target) === floors.get(file) - 1);
    file = below[0];
  }
  return chain;
}

/** A layer entry as a pattern: a path ending in `/` is a folder, `*` one path segment or part of one. */
function entryPattern(entry) {
  const body = entry
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${body}${entry.endsWith('/') ? '' : '$'}`);
}

/** Which of `layers` (bottom first, see gateway-layers.mjs) a file belongs to: its longest matching entry, or -1. */
function layerIndex(layers, path) {
  let found = -1;
  let longest = -1;
  layers.forEach((entries, index) => {
    for (const entry of entries) {
      const matches = entryPattern(entry).test(path);
      if (matches && entry.length > longest) [found, longest] = [index, entry.length];
    }
  });
  return found;
}

/** Files in no layer, and every import from a layer to a higher one (`from → to`, floors counted from 1). */
export function layerViolations(root, layers, options = {}) {
  const graph = importGraph(root, options);
  const name = (file) => relative(root, file);
  const unplaced = graph.files.map(name).filter((file) => layerIndex(layers, file) < 0);
  const upward = [];
  for (const [file, targets] of graph.edges) {
    const from = layerIndex(layers, name(file));
    for (const target of targets) {
      const to = layerIndex(layers, name(target));
      if (to > from) upward.push(`${name(file)} (layer ${from + 1}) → ${name(target)} (layer ${to + 1})`);
    }
  }
  return { unplaced, upward };
}

export function describe(root, options = {}) {
  const graph = importGraph(root, options);
  const floors = floorsOf(graph);
  const cycles = cyclesOf(graph);
  const name = (file) => relative(root, file);
  return {
    files: graph.files.length,
    floors: Math.max(0, ...floors.values()),
    cycles: cycles.map((component) => component.map(name).sort()),
    tallest: tallestChain(graph, floors).map(name),
  };
}

/** The packages whose files stand on declared layers. */
const LAYERED = { 'gateway/src': GATEWAY_LAYERS, 'emulator/src': EMULATOR_LAYERS };

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const root of process.argv.slice(2)) {
    if (!existsSync(root)) continue;
    const report = describe(resolve(root));
    const runtime = describe(resolve(root), { runtimeOnly: true });
    console.log(
      `${root}: ${report.files} files, ${report.floors} floors (${runtime.floors} counting runtime imports only), ${report.cycles.length} cycles`,
    );
    for (const cycle of report.cycles) console.log(`  cycle: ${cycle.join(' ↔ ')}`);
    console.log(`  tallest: ${report.tallest.join(' → ')}`);
    const layered = Object.entries(LAYERED).find(([folder]) => root.replace(/\/$/, '').endsWith(folder));
    if (layered) {
      const [folder, layers] = layered;
      const { unplaced, upward } = layerViolations(resolve(root), layers);
      console.log(
        `  ${layers.length} layers (scripts/lib/${folder.split('/')[0]}-layers.mjs): ${upward.length} imports upward, ${unplaced.length} files in no layer`,
      );
      for (const line of [...upward, ...unplaced.map((file) => `${file}: in no layer`)]) console.log(`    ${line}`);
    }
  }
}
