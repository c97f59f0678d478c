// The names of the tests that failed, read from each runner's own report, so `npm test`'s closing
// summary says which tests failed and why in one line each. A CI log is often read from its end, or
// only its end is kept: a summary that says "2 failed" without naming them sends the reader back
// through thousands of lines, when they are there at all.
import { stripVTControlCharacters } from 'node:util';

const REASON_LENGTH = 200;

/**
 * The first two lines of an error message that say something (what failed, then on what: the
 * locator, the expected value, the syntax error), without colours, cut to a line's length.
 */
export function reasonOf(message) {
  const text = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .slice(0, 2)
    .join(' · ');
  return text.length > REASON_LENGTH ? `${text.slice(0, REASON_LENGTH - 1)}…` : text;
}

const failure = (name, message) => ({ name, reason: reasonOf(message) });

/** Failed tests of a `jest --json` report, and test files that failed to run (`path/file › test`). */
export function jestFailures(report, rootDir = '') {
  return (report?.testResults ?? []).flatMap((file) => {
    const path = relative(file.name, rootDir);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [failure(path, file.message)];
    return failed.map((test) => failure(`${path} › ${test.fullName}`, test.failureMessages?.[0]));
  });
}

/** Unexpected results of a Playwright JSON report (`file:line › title`), and its global errors. */
export function playwrightFailures(report) {
  const found = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        found.push(failure(`${spec.file}:${spec.line} › ${spec.title}`, last?.error?.message ?? last?.status));
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  for (const error of report?.errors ?? []) found.push(failure('(outside any test)', error.message));
  return found;
}

/**
 * `not ok` lines of a TAP stream (node --test), top level only (a failed subtest fails its
 * parent), each with the `error:` of its YAML block: `error: 'text'` or `error: |-` and the text below.
 */
export function tapFailures(stdout) {
  return [...String(stdout).matchAll(/^not ok \d+ - (.*)\n((?:[ \t].*\n?)*)/gm)].map(([, name, block]) =>
    failure(name.trim(), yamlError(block)),
  );
}

/** The `error:` value of a TAP YAML block: quoted on its line, or a block scalar's lines below it. */
function yamlError(block) {
  const lines = block.split('\n');
  const at = lines.findIndex((line) => /^\s+error: /.test(line));
  if (at < 0) return '';
  const [, indent, value] = lines[at].match(/^(\s+)error: (.*)$/);
  if (!/^[|>]/.test(value)) return value.replace(/^'(.*)'$/, '$1');
  const below = lines.slice(at + 1);
  const end = below.findIndex((line) => line.trim() !== '' && !line.startsWith(`${indent}  `));
  return (end < 0 ? below : below.slice(0, end)).join('\n');
}

function relative(path, rootDir) {
  return rootDir && path.startsWith(`${rootDir}/`) ? path.slice(rootDir.length + 1) : path;
}
