// Every edit form the same, by construction (issue 41): a web document that calls a mutation
// taking `baseVersion` sends it, and its form is built on the edit-form primitive
// (web/src/shared/forms/use-versioned-edit.tsx). The mutations sent from a list rather than a form are listed here:
// the list only shrinks, and a new form that forgets fails this test.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from '../lib/build.mjs';
import { findEditForms, loadSchema } from '../lib/edit-forms.mjs';

/** Forms that send their base but are not on the primitive yet, by mutation document. */
const NOT_YET_ON_THE_PRIMITIVE = new Map([
  ['DeleteWordMutation', 'a delete from the list (no form): its base is the row the list showed'],
  ['ReorderHelpPagesMutation', "a reorder from the list (no form): its base is the category's page order the list showed"],
  ['ReorderHelpCategoriesMutation', "a reorder from the list (no form): its base is the domain's category order the list showed"],
]);

const schema = loadSchema(join(root, 'schema'));

test('every versioned mutation the web app sends carries its base, from a form on the primitive (or a listed exception)', () => {
  const found = findEditForms(join(root, 'web/src'), schema);
  assert.deepEqual(
    found.filter((form) => form.problem === 'no baseVersion'),
    [],
  );
  const unlisted = found.filter((form) => !NOT_YET_ON_THE_PRIMITIVE.has(form.name));
  assert.deepEqual(unlisted, [], 'a form sends a versioned mutation without the edit-form primitive');
  const moved = [...NOT_YET_ON_THE_PRIMITIVE.keys()].filter((name) => !found.some((form) => form.name === name));
  assert.deepEqual(moved, [], 'these forms are on the primitive now: take them off the list');
});

test('finds a save sent without its base, and a form wired without the primitive', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'edit-forms-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const src = join(dir, 'web/src/features/icons');
  mkdirSync(src, { recursive: true });
  const document = (args) => `graphql(\`mutation UpdateIcon($id: ID!, $input: IconInput!${args ? ', $baseVersion: String' : ''}) {
    updateIcon(id: $id, input: $input${args ? ', baseVersion: $baseVersion' : ''}) { userErrors { message } } }\`)`;
  writeFileSync(join(src, 'forgets.tsx'), `export const ForgetsMutation = ${document(false)};`);
  writeFileSync(join(src, 'by-hand.tsx'), `export const ByHandMutation = ${document(true)};`);
  writeFileSync(
    join(src, 'on-primitive.tsx'),
    `import { useVersionedEdit } from '../../shared/forms/use-versioned-edit';\nexport const OnPrimitiveMutation = ${document(true)};`,
  );
  // A list that opens a form saving its own record, and sends a versioned mutation itself.
  writeFileSync(
    join(src, 'list.tsx'),
    `import { OnPrimitiveMutation } from './on-primitive';\nexport const FromListMutation = ${document(true)};`,
  );
  const found = findEditForms(join(dir, 'web/src'), schema).map(({ name, problem }) => ({ name, problem }));
  assert.deepEqual(
    found.sort((a, b) => a.name.localeCompare(b.name)),
    [
      { name: 'ByHandMutation', problem: 'not on the primitive' },
      { name: 'ForgetsMutation', problem: 'no baseVersion' },
      { name: 'FromListMutation', problem: 'not on the primitive' },
    ],
  );
});
