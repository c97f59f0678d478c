// Every edit form the same, by construction (issue 41): a static look at the web app's GraphQL
// documents against the schema. A mutation that takes `baseVersion` (as an argument or in its
// input) must be sent with it, and the files that send it must build their form on the edit-form
// primitive (web/src/shared/forms/use-versioned-edit.tsx, or TextFormModal, which is built on it).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSchema, getNamedType, isInputObjectType, Kind, parse } from 'graphql';

const DOCUMENT = /graphql\(`([\s\S]*?)`\)/g;
const NAMED_DOCUMENT = /(?:const|let)\s+(\w+)\s*=\s*graphql\(`([\s\S]*?)`\)/g;
const PRIMITIVE = /shared\/forms\/(use-versioned-edit|text-form-modal)['"]/;

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'gql' || name === 'node_modules') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

export function loadSchema(schemaDir) {
  const sdl = readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => readFileSync(join(schemaDir, name), 'utf8'))
    .join('\n');
  return buildSchema(sdl);
}

const moduleOf = (path) => path.replace(/\.tsx?$/, '');
const localImports = (file) => [...file.text.matchAll(/from '(\.\/[\w-]+)'/g)].map((m) => join(file.path, '..', m[1]));

/**
 * The files of the form that sends a mutation: the senders, the files next to them that import one
 * (a form calling its save hook or operations module), and those they import (a modal's form).
 * An imported file that saves a versioned record of its own (`saving`) is its own form, not the
 * sender's: a list that opens a category's form and reorders categories itself is no form.
 */
function formsOf(senders, files, saving) {
  const sending = new Set(senders.map((f) => moduleOf(f.path)));
  const imported = new Set(senders.flatMap(localImports).filter((m) => !saving.has(m)));
  return files.filter(
    (f) => sending.has(moduleOf(f.path)) || imported.has(moduleOf(f.path)) || localImports(f).some((m) => sending.has(m)),
  );
}

/** Whether a mutation field takes a `baseVersion`: `argument` (top level) or `input` (in its input object). */
function baseVersionOf(field) {
  if (field.args.some((arg) => arg.name === 'baseVersion')) return 'argument';
  const input = field.args.find((arg) => arg.name === 'input');
  const named = input && getNamedType(input.type);
  return named && isInputObjectType(named) && named.getFields().baseVersion ? 'input' : null;
}

/**
 * The versioned mutations the web app sends: `{ file, name, operation, field, problem }` for each
 * one sent without its base (`problem: 'no baseVersion'`) or from files that do not use the
 * primitive (`problem: 'not on the primitive'`).
 */
export function findEditForms(webSrc, schema) {
  const files = sourceFiles(webSrc).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const mutations = schema.getMutationType().getFields();
  const versioned = files.flatMap(({ path, text }) =>
    [...text.matchAll(NAMED_DOCUMENT)].flatMap(([, name, body]) => {
      const operation = parse(body).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'mutation');
      return (operation?.selectionSet.selections ?? []).flatMap((selection) => {
        const field = selection.kind === Kind.FIELD && mutations[selection.name.value];
        const takes = field && baseVersionOf(field);
        return takes ? [{ path, name, selection, takes }] : [];
      });
    }),
  );
  // The files that save a versioned record: each one is a form of its own.
  const saving = new Set(versioned.map(({ path }) => moduleOf(path)));
  const found = [];
  for (const { path, name, selection, takes } of versioned) {
    // The files that send it: the one that defines it and those that name it.
    const senders = files.filter((f) => f.path === path || new RegExp(`\\b${name}\\b`).test(f.text));
    const sent =
      takes === 'argument'
        ? selection.arguments.some((arg) => arg.name.value === 'baseVersion')
        : senders.some((f) => /\bbaseVersion\b/.test(f.text.replace(DOCUMENT, '')));
    const others = new Set([...saving].filter((m) => m !== moduleOf(path)));
    const onPrimitive = formsOf(senders, files, others).some((f) => PRIMITIVE.test(f.text));
    const at = { file: relative(join(webSrc, '..', '..'), path), name, field: selection.name.value };
    if (!sent) found.push({ ...at, problem: 'no baseVersion' });
    else if (!onPrimitive) found.push({ ...at, problem: 'not on the primitive' });
  }
  return found;
}
