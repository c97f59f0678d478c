// No source folder holds more than ~20 files side by side (issue 45): past that a reader cannot tell
// the parts apart without opening them, and the folder splits into sub-folders by role, each with a
// README. Counted: source files (.ts, .tsx, .mjs, .js) directly in the folder, tests apart. Tests
// sit beside the file they test by house rule, so counting them would make a folder split for
// being well tested rather than for holding too many parts; a reader finds a test by its file.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { root } from '../lib/build.mjs';

const MOST = 20;
const ROOTS = ['web/src', 'gateway/src', 'emulator/src', 'rules/src', 'scripts'];
const GENERATED = new Set(['node_modules', 'dist', 'gql', 'generated']);
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.(test|spec)\.[a-z]+$/;

/**
 * Folders over the limit today, each with why it is left: the lead shrinks this list as the
 * branches that split them merge. The list only shrinks: a folder that is back under the limit
 * must leave it (the second test says so).
 */
const NOT_SPLIT_YET = new Map([]);

function sizes(dir, out = new Map()) {
  const entries = readdirSync(join(root, dir), { withFileTypes: true });
  out.set(dir, entries.filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name)).length);
  for (const entry of entries) {
    if (entry.isDirectory() && !GENERATED.has(entry.name)) sizes(relative(root, join(root, dir, entry.name)), out);
  }
  return out;
}

const counted = new Map(ROOTS.flatMap((dir) => [...sizes(dir)]));

test(`no source folder holds more than ${MOST} files directly (tests apart), but the listed ones`, () => {
  const over = [...counted].filter(([dir, files]) => files > MOST && !NOT_SPLIT_YET.has(dir));
  assert.deepEqual(over, [], 'split these into sub-folders by role, each with a README.md');
});

test('every folder on the list is still over the limit: one split leaves the list', () => {
  const split = [...NOT_SPLIT_YET.keys()].filter((dir) => (counted.get(dir) ?? 0) <= MOST);
  assert.deepEqual(split, [], 'these folders are split now: take them off NOT_SPLIT_YET');
});
