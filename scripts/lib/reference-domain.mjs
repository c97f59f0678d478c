// The files `npm run new-domain` writes: the reference domain in scripts/reference-domain/, a
// working slice named `sample-items` laid out at the paths a domain takes in the repo, copied with
// every spelling of its name replaced. The reference is ordinary TypeScript, GraphQL and Playwright
// that the formatter keeps and an editor reads; it resolves its imports only once copied into place,
// so the new-domain test generates it in a copy of the repo and runs typecheck, lint and its tests
// there (scripts/tests/new-domain.test.mjs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REFERENCE_DIR = fileURLToPath(new URL('../reference-domain', import.meta.url));

const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Every spelling of a domain's name the reference uses, from `n` (scripts/new-domain.mjs,
 * domainNames): `sample-items`, `SampleItem`, `Sample items`, `SAMPLE ITEM`…
 */
export function spellings(n) {
  return {
    kebab: n.name,
    oneKebab: n.oneKebab,
    Pascal: n.Pascal,
    One: n.One,
    camel: n.camel,
    one: n.one,
    Title: n.Title,
    words: n.Title.toLowerCase(),
    OneWords: capitalised(n.oneWords),
    oneWords: n.oneWords,
    ONE_WORDS: n.oneWords.toUpperCase(),
  };
}

function filesUnder(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(path, out);
    else out.push(path);
  }
  return out;
}

/** `rename(text)`: the reference's spellings swapped for the new domain's, longest first. */
export function renamer(reference, target) {
  const from = spellings(reference);
  const to = spellings(target);
  const byText = new Map(Object.keys(from).map((key) => [from[key], to[key]]));
  const pattern = new RegExp(
    [...byText.keys()]
      .sort((a, b) => b.length - a.length)
      .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  return (text) => text.replace(pattern, (found) => byText.get(found));
}

/** The new domain's files by path, from the reference named `reference` (its domainNames). */
export function domainFiles(reference, target) {
  const rename = renamer(reference, target);
  const files = {};
  for (const path of filesUnder(REFERENCE_DIR)) {
    files[rename(relative(REFERENCE_DIR, path))] = rename(readFileSync(path, 'utf8'));
  }
  return files;
}
