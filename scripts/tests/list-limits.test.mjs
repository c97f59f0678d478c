// Fixed list limits (issue 40): every one in the gateway's and the web app's sources is listed
// here with the reason it cuts no list short. A new `limit: 999`, `pageSize: 100` or `ALL = 999`
// fails this test until it pages to the end, searches on the server, tells the user what it left
// out, or joins this list with its reason.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from '../lib/build.mjs';
import { checkListLimits, findListLimits } from '../lib/list-limits.mjs';

const PAGED_TO_THE_END = 'the page size of reads that go on to the last page (upstream/all-pages.ts)';
const PAGE_OF_A_LIST = 'the page size of a paged list: the other rows are on the next pages';
const LARGEST_PAGE = 'the largest page a client may ask a list for; the list pages on';
const NOT_A_LIST = 'a length of one text or file, not a list';
const COUNTED = 'a picker’s first matches: the answer counts them all and the screen says “Showing N of M”';

const ALLOWED = [
  { file: 'gateway/src/catalogue/websites.ts', match: 'WEBSITES_PAGE_SIZE = 999', reason: PAGED_TO_THE_END },
  { file: 'gateway/src/graphql/list-export.ts', match: 'EXPORT_PAGE_SIZE = 100', reason: 'a list export reads every page of the list' },
  { file: 'gateway/src/graphql/paging.ts', match: 'MAX_PAGE_SIZE = 100', reason: LARGEST_PAGE },
  { file: 'gateway/src/modules/users/resolvers.ts', match: 'MAX_PAGE_SIZE = 100', reason: LARGEST_PAGE },
  { file: 'gateway/src/modules/websites/resolvers.ts', match: 'MAX_PAGE_SIZE = 100', reason: LARGEST_PAGE },
  {
    file: 'gateway/src/modules/help/client.ts',
    match: 'limit: 100',
    reason: 'the help history’s page (spec 001 §9: page size 100); the screen pages on',
  },
  { file: 'gateway/src/modules/help/comment.ts', match: 'COMMENT_LIMIT = 2000', reason: NOT_A_LIST },
  { file: 'gateway/src/modules/help/svg.ts', match: 'SVG_LIMIT_BYTES = 10', reason: NOT_A_LIST },
  { file: 'web/src/features/help/svg-field.tsx', match: 'SVG_LIMIT_BYTES = 10', reason: NOT_A_LIST },
  { file: 'web/src/features/seo/rule-modal/serp-counters.ts', match: 'TITLE_LIMIT = 60', reason: NOT_A_LIST },
  { file: 'web/src/features/seo/rule-modal/serp-counters.ts', match: 'DESCRIPTION_LIMIT = 160', reason: NOT_A_LIST },
  { file: 'gateway/src/modules/organisation/betshop-options.ts', match: 'MAX_OPTIONS = 100', reason: COUNTED },
  { file: 'gateway/src/modules/organisation/resolvers.ts', match: 'COMPANIES_PAGE_SIZE = 100', reason: PAGED_TO_THE_END },
  { file: 'gateway/src/modules/payments/client.ts', match: 'UPSTREAM_PAGE_SIZE = 1000', reason: PAGED_TO_THE_END },
  { file: 'gateway/src/modules/seo/resolvers.ts', match: 'CASINO_PAGE_SIZE = 10', reason: PAGE_OF_A_LIST },
  { file: 'gateway/src/modules/tooltips/client.ts', match: 'TOOLTIPS_PAGE_SIZE = 200', reason: PAGED_TO_THE_END },
  { file: 'gateway/src/modules/tooltips/sport-client.ts', match: 'WORDS_PAGE_SIZE = 200', reason: PAGED_TO_THE_END },
  {
    file: 'gateway/src/modules/tooltips/sport-resolvers.ts',
    match: 'KEYS_PER_CALL = 50',
    reason: 'keys per upstream call: more keys make more calls',
  },
  { file: 'gateway/src/modules/trending/resolvers.ts', match: 'MAX_TEMPLATE_RESULTS = 50', reason: COUNTED },
  { file: 'web/src/app/shell/palette-results.ts', match: 'RECENT_LIMIT = 6', reason: 'the palette’s six most recent picks, by design' },
  { file: 'web/src/features/configuration-setup/setup-prefetch.ts', match: 'DEFINITIONS_PAGE_SIZE = 20', reason: PAGE_OF_A_LIST },
  { file: 'web/src/features/tooltips/sport-tooltips-table.tsx', match: 'SPORT_TOOLTIPS_PAGE_SIZE = 10', reason: PAGE_OF_A_LIST },
  { file: 'web/src/features/tooltips/website-tooltips-panel.tsx', match: 'TOOLTIPS_PAGE_SIZE = 10', reason: PAGE_OF_A_LIST },
  { file: 'web/src/features/trending/website-templates.tsx', match: 'WEBSITES_PAGE_SIZE = 20', reason: PAGE_OF_A_LIST },
  { file: 'web/src/features/trending/website-templates.tsx', match: 'PARTNERS_NAMED = 3', reason: 'three names, then “and N more”' },
  { file: 'web/src/features/websites/websites-cache.ts', match: 'DEFAULT_PAGE_SIZE = 10', reason: PAGE_OF_A_LIST },
  { file: 'web/src/shared/lists/list-params.ts', match: 'DEFAULT_PAGE_SIZE = 10', reason: PAGE_OF_A_LIST },
  { file: 'web/src/features/translations/exceptions/exception-website-picker.tsx', match: 'pageSize: 20', reason: COUNTED },
  { file: 'web/src/features/websites/betshop-picker.tsx', match: 'limit: 20', reason: COUNTED },
  {
    file: 'web/src/app/shell/palette-results.ts',
    match: 'limit = 5',
    reason: 'the palette’s results of a kind: its heading says “showing 5 of 37” when there are more',
  },
  { file: 'web/src/features/help/pages/page-rows.tsx', match: 'PAGE_ROWS = 25', reason: PAGE_OF_A_LIST },
  { file: 'web/src/features/translations/import-export/import-preview.tsx', match: 'PREVIEW_ROWS = 20', reason: PAGE_OF_A_LIST },
  { file: 'gateway/src/modules/translations/import-revert.ts', match: 'SEARCH_PAGE_SIZE = 50', reason: PAGE_OF_A_LIST },
  {
    file: 'web/src/features/activity/restore-batch.tsx',
    match: 'pageSize: 1',
    reason: 'asks only for the count of a bulk delete’s rows (totalItems), which the confirmation names; no row is listed',
  },
];

test('every fixed list limit in the gateway and the web app is listed with its reason', () => {
  const { unlisted, stale } = checkListLimits(findListLimits(root, ['gateway/src', 'web/src']), ALLOWED);
  assert.deepEqual(unlisted, [], 'page to the end, search on the server, tell the user what was left out, or list it here with why');
  assert.deepEqual(stale, [], 'these entries match nothing any more: remove them');
});

test('the scan finds limits in code, not in comments or tests', () => {
  const dir = mkdtempSync(join(tmpdir(), 'list-limits-'));
  try {
    mkdirSync(join(dir, 'src'));
    const code =
      'const ALL = 999;\nexport const WORDS_LIMIT = 200;\n// the spec asks limit=999\ncall({ page: 1, limit: 999 });\nq(`websites(page: 1, pageSize: 100)`);\n';
    writeFileSync(join(dir, 'src', 'client.ts'), code);
    writeFileSync(join(dir, 'src', 'client.test.ts'), 'const limit = 999;\n');
    const found = findListLimits(dir, ['src']);
    assert.deepEqual(
      found.map((f) => `${f.line}: ${f.match}`),
      ['1: ALL = 999', '2: WORDS_LIMIT = 200', '4: limit: 999', '5: pageSize: 100'],
    );
    const { unlisted, stale } = checkListLimits(found, [
      { file: 'src/client.ts', match: 'ALL = 999', reason: 'x' },
      { file: 'src/gone.ts', match: 'limit: 5', reason: 'x' },
    ]);
    assert.deepEqual(unlisted, ['src/client.ts:2: WORDS_LIMIT = 200', 'src/client.ts:4: limit: 999', 'src/client.ts:5: pageSize: 100']);
    assert.deepEqual(stale, ['src/gone.ts: limit: 5']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
