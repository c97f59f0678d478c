// Fixed list limits in the gateway's and the web app's sources (issue 40): a page size, a `limit`
// or an "all = 999" that, at an operator's volume, cuts a list short without a word. Each one
// found must be on the allow-list below with the reason it cuts nothing, or tells the user what it
// left out; the test fails on any other, and on an entry that no longer matches anything.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /(\.test\.|\.spec\.|\/src\/test\/|\/src\/generated\/|\/src\/gql\/|\.d\.ts$)/;

// What a fixed list limit looks like: a page size or limit written as a number (arguments, query
// objects, GraphQL documents, query strings), and a constant named like one. Comments are not code.
const COMMENT = /^\s*(\/\/|\/\*|\*)/;
const PATTERNS = [
  /\b(?:pageSize|limit)\s*[:=]\s*\d[\d_]*/g,
  /\b(?:ALL|[A-Z][A-Z0-9_]*(?:_ALL|LIMIT|PAGE_SIZE|RESULTS|OPTIONS|_ROWS|_NAMED|_PER_CALL)[A-Z0-9_]*)\s*=\s*\d[\d_]*/g,
];

function listSources(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules') files.push(...listSources(path));
    } else if (SOURCE.test(name) && !SKIPPED.test(path)) {
      files.push(path);
    }
  }
  return files;
}

/** Every fixed list limit in the folders: `{ file, match, line }`, `file` relative to `root`. */
export function findListLimits(root, folders) {
  const found = [];
  for (const folder of folders) {
    for (const path of listSources(join(root, folder))) {
      const lines = readFileSync(path, 'utf8').split('\n');
      lines.forEach((text, index) => {
        if (COMMENT.test(text)) return;
        for (const pattern of PATTERNS) {
          for (const match of text.matchAll(pattern)) {
            found.push({ file: relative(root, path), match: match[0].replace(/\s+/g, ' '), line: index + 1 });
          }
        }
      });
    }
  }
  return found;
}

/**
 * What the allow-list does not cover (`unlisted`, with their line) and the entries that match
 * nothing any more (`stale`). An entry is a file and the text found, with its reason.
 */
export function checkListLimits(found, allowed) {
  const key = (entry) => `${entry.file}: ${entry.match}`;
  const listed = new Set(allowed.map(key));
  const seen = new Set(found.map(key));
  return {
    unlisted: found.filter((entry) => !listed.has(key(entry))).map((entry) => `${entry.file}:${entry.line}: ${entry.match}`),
    stale: allowed.filter((entry) => !seen.has(key(entry))).map(key),
  };
}
