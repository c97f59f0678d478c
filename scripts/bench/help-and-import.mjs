// Issue 40 figures at an operator's volume, volume made through the emulator's REST API:
// - the help centre's Pages tab over 520 pages on one domain (400 in one category, three
//   languages, ~1 KB of content each): the categories answer's size, the time to the first row,
//   the DOM nodes, and the time to open a page (its Content editor shown);
// - the command palette: the upstream calls of one search over ten help domains;
// - the translations import: a CSV of 30,000 rows for one language while every word has phrases
//   in 40 languages: the time from pressing Preview to the preview shown, the DOM nodes, the time
//   to confirm, and the gateway's peak RSS (VmHWM, a fresh gateway for the import).
// `node scripts/bench/help-and-import.mjs` runs it alone (after `npm run build`); numbers are printed,
// never asserted.
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signedInPage } from './website-edit.mjs';

const CONTENT = (n, lang) =>
  `<h2>Page ${n} (${lang})</h2>` +
  `<p>${'Staff answer questions about deposits, withdrawals, limits and verification here. '.repeat(12)}</p>` +
  `<ul><li>First step ${n}</li><li>Second step</li><li>Third step</li></ul>`;

async function upstream(emulatorUrl, tokens, method, path, body) {
  const form = body instanceof FormData;
  const response = await fetch(`${emulatorUrl}${path}`, {
    method,
    headers: {
      ...(form ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${tokens.accessToken}`,
      'activation-token': tokens.activationToken,
    },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** A GraphQL operation through the gateway with a session's cookie; its errors thrown. */
export async function graphql(gatewayUrl, cookie, query, variables = {}) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const CREATE_DOMAIN = `mutation($input: HelpDomainInput!) { createHelpDomain(input: $input) { domain { id } userErrors { message } } }`;
const CREATE_CATEGORY = `mutation($d: ID!, $input: HelpCategoryInput!) { createHelpCategory(domainId: $d, input: $input) { category { id } userErrors { message } } }`;

/**
 * Ten help domains (five more websites), and on Star Bet's (domain 1) a category 'Volume' of 400
 * pages and 120 more pages over three more categories: 520 beside the seed's.
 */
export async function seedHelpVolume(emulatorUrl, gatewayUrl, cookie, tokens) {
  for (let i = 0; i < 5; i++) {
    await upstream(emulatorUrl, tokens, 'POST', '/websites', {
      name: `Volume site ${i + 1}`,
      url: `volume${i + 1}.example.com`,
      betshopId: 1,
    });
  }
  const websites = await upstream(emulatorUrl, tokens, 'GET', '/websites?page=1&limit=100');
  for (const website of websites.items.filter((w) => w.id > 2)) {
    const seo = [
      { language: 'en', metaTitle: '', metaTitlePrefix: '', metaTitleSuffix: '', metaDescription: '', metaKeywords: '', footerContent: '' },
    ];
    const input = { websiteId: String(website.id), brandName: website.name, languages: ['en'], defaultLanguage: 'en', seo, linkIds: [] };
    const r = await graphql(gatewayUrl, cookie, CREATE_DOMAIN, { input: { ...input, headCode: '', bodyCode: '', footerCode: '' } });
    if (r.createHelpDomain.userErrors.length) throw new Error(JSON.stringify(r.createHelpDomain.userErrors));
  }
  const categories = [];
  for (const label of ['Volume', 'Volume 2', 'Volume 3', 'Volume 4']) {
    const texts = ['en', 'de', 'fr'].map((language) => ({ language, name: `${label} ${language}`, description: '' }));
    const r = await graphql(gatewayUrl, cookie, CREATE_CATEGORY, { d: '1', input: { label, isActive: true, texts } });
    categories.push(r.createHelpCategory.category.id);
  }
  const map = (f) => Object.fromEntries(['en', 'de', 'fr'].map((lang) => [lang, f(lang)]));
  for (let n = 1; n <= 520; n++) {
    const category = n <= 400 ? categories[0] : categories[1 + (n % 3)];
    await upstream(emulatorUrl, tokens, 'POST', '/help/help-domain/1/help-page', {
      label: `Volume page ${n}`,
      pageTitle: map((lang) => `Volume page ${n} ${lang}`),
      content: map((lang) => CONTENT(n, lang)),
      metaTitle: map(() => `Meta ${n}`),
      metaDescription: map(() => 'A page made for the volume figures.'),
      metaKeywords: map(() => 'volume, bench'),
      pageSlug: map((lang) => `volume-page-${n}-${lang}`),
      pageType: 'standard',
      isVisibleOnWeb: true,
      isVisibleOnMobile: true,
      categories: [Number(category)],
    });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// Evaluated in the page (a string: this file runs in Node, where `document` is not defined).
const domNodes = (page) => page.evaluate("document.getElementsByTagName('*').length");

/** The Pages tab of Star Bet cold, 3 runs: first row, DOM nodes, the categories answer; then a page opened. */
export async function helpAtVolume(browser, gatewayUrl, cookie) {
  const firstRow = [];
  const open = [];
  let nodes = 0;
  let answerBytes = 0;
  for (let run = 0; run < 3; run++) {
    const { context, page } = await signedInPage(browser, gatewayUrl, cookie);
    page.on('response', async (response) => {
      if (response.url().includes('/graphql') && /HelpCategories/.test(response.request().postData() ?? response.url())) {
        answerBytes = (await response.body().catch(() => Buffer.alloc(0))).length;
      }
    });
    const started = performance.now();
    await page.goto(`${gatewayUrl}/home/on-line-help?tab=pages&domain=1`);
    const row = page.getByRole('row', { name: /Volume page 1\b/ }).first();
    await row.waitFor({ timeout: 60_000 });
    firstRow.push(performance.now() - started);
    nodes = await domNodes(page);
    const opening = performance.now();
    await page.getByRole('button', { name: 'Edit Volume page 1', exact: true }).first().click();
    await page.getByRole('textbox', { name: 'Content' }).getByText('Staff answer questions').first().waitFor({ timeout: 60_000 });
    open.push(performance.now() - opening);
    await context.close();
  }
  return { firstRowMs: median(firstRow), openMs: median(open), nodes, answerKiB: answerBytes / 1024 };
}

const SEARCH = 'query($term: String!) { search(term: $term) { kind totalCount results { id label } } }';

/** One palette search's upstream calls (the viewer already read), by path, and the help domains there are. */
export async function paletteUpstreamCalls(gatewayUrl, cookie, counter, term = 'volume page 7') {
  await graphql(gatewayUrl, cookie, '{ viewer { id } }');
  counter.reset();
  const data = await graphql(gatewayUrl, cookie, SEARCH, { term });
  const calls = [...counter.calls];
  const domains = (await graphql(gatewayUrl, cookie, '{ helpDomains { id } }')).helpDomains.length;
  return { calls, domains, groups: data.search };
}

/**
 * 36 more languages (40 in all) and 30,000 words `bench_<id>` with a phrase in each of them but
 * German (language 2) for a third; the CSV for German: 10,000 phrases added, 10,000 changed,
 * 10,000 the same, and 25 keys that name no word (the import leaves them out).
 */
export async function seedTranslationVolume(emulatorUrl, tokens) {
  for (let i = 0; i < 36; i++) {
    await upstream(emulatorUrl, tokens, 'POST', '/online-language/save', { name: `Volume language ${i + 1}`, code: `v${i + 1}` });
  }
  const seeded = await upstream(emulatorUrl, tokens, 'POST', '/_dev/seed-words', { count: 30_000, languageId: 1 });
  const languages = await upstream(emulatorUrl, tokens, 'GET', '/online-language');
  const ids = Array.from({ length: 30_000 }, (_, i) => seeded.firstWordId + i);
  // Each language's phrases in one CSV import: one store write per language.
  for (const language of languages.filter((l) => l.id !== 1)) {
    const words = language.id === 2 ? ids.slice(10_000) : ids;
    const csv = ['section,key,phrase', ...words.map((id) => `bench,bench_${id},${language.code} ${id}`)].join('\n');
    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), `${language.code}.csv`);
    await upstream(emulatorUrl, tokens, 'POST', `/online-import-csv?id=${language.id}`, form);
  }
  const quote = (cell) => `"${cell.replaceAll('"', '""')}"`;
  const lines = ['section,key,phrase'];
  ids.forEach((id, i) => {
    const phrase = i < 10_000 ? `Neu ${id}` : i < 20_000 ? `Geändert ${id}, "zitiert"` : `de ${id}`;
    lines.push(['bench', `bench_${id}`, phrase].map(quote).join(','));
  });
  for (let i = 0; i < 25; i++) lines.push(`bench,missing_${i},Niemand`);
  const file = join(mkdtempSync(join(tmpdir(), 'bench-import-')), 'de-30000.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return { file, rows: lines.length - 1, bytes: readFileSync(file).length };
}

const status = (pid, field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
/** Peak resident memory since the process started (Linux), in MiB; and now. */
const peakRss = (pid) => status(pid, 'VmHWM');
const currentRss = (pid) => status(pid, 'VmRSS');

/** The import modal in Chromium: German, the file, Preview → the preview shown; then Confirm import → done. */
export async function importAtVolume(browser, gatewayUrl, gatewayPid, cookie, file) {
  const { context, page } = await signedInPage(browser, gatewayUrl, cookie);
  await page.goto(`${gatewayUrl}/home/translation/all-translations`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await dialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'de', exact: true }).click();
  const choosing = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'CSV file' }).click();
  await (await choosing).setFiles(file);
  const rssBefore = currentRss(gatewayPid);
  const started = performance.now();
  const preview = dialog.getByRole('button', { name: 'Preview' });
  // The app may start the preview as soon as the file is chosen.
  if (await preview.isVisible()) await preview.click();
  const confirm = dialog.getByRole('button', { name: 'Confirm import' });
  await confirm.waitFor({ timeout: 180_000 });
  await page.waitForFunction("!document.querySelector('[role=dialog] button[data-loading]')", null, { timeout: 180_000 });
  const previewMs = performance.now() - started;
  const nodes = await domNodes(page);
  const rssAfterPreview = peakRss(gatewayPid);
  const confirming = performance.now();
  await confirm.click();
  await page.getByText('Translations imported!').waitFor({ timeout: 300_000 });
  const confirmMs = performance.now() - confirming;
  await context.close();
  return { previewMs, nodes, confirmMs, rssBefore, rssAfterPreview, rssAfterConfirm: peakRss(gatewayPid) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { buildIfNeeded } = await import('../lib/build.mjs');
  const { launchChromium } = await import('./harness/browser.mjs');
  const { startCountingProxy } = await import('./harness/counting-proxy.mjs');
  const { gatewayCookies, upstreamTokens } = await import('./harness/sessions.mjs');
  const { pidOf, startEmulator, startGateway, stopServices } = await import('./harness/services.mjs');
  const admin = { email: 'admin@example.com', password: 'Admin123!' };
  // `node scripts/bench/help-and-import.mjs help` or `… import`: one part; both by default.
  const parts = process.argv.slice(2);
  const wanted = (part) => parts.length === 0 || parts.includes(part);
  buildIfNeeded();
  try {
    const emulatorUrl = await startEmulator();
    const tokens = await upstreamTokens(emulatorUrl, admin);
    const browser = await launchChromium();

    if (wanted('help')) {
      const counter = await startCountingProxy(emulatorUrl);
      const gatewayUrl = await startGateway(counter.url);
      const cookie = await gatewayCookies(gatewayUrl, emulatorUrl, admin);
      await seedHelpVolume(emulatorUrl, gatewayUrl, cookie, tokens);
      const help = await helpAtVolume(browser, gatewayUrl, cookie);
      console.log('Help CMS → Pages tab, Star Bet with 520 more pages (400 in one category), median of 3 cold loads');
      console.log(
        `  categories answer ${help.answerKiB.toFixed(0)} KiB, first row ${help.firstRowMs.toFixed(0)} ms, ${help.nodes} DOM nodes`,
      );
      console.log(`  a page opened (its content in the editor): ${help.openMs.toFixed(0)} ms`);
      const palette = await paletteUpstreamCalls(gatewayUrl, cookie, counter);
      console.log(
        `Command palette, one search with ${palette.domains} help domains: ${palette.calls.length} upstream calls  [${palette.calls.join(', ')}]`,
      );
      const helpGroup = palette.groups.find((g) => g.kind === 'HELP_PAGE');
      if (helpGroup) console.log(`  help pages: showing ${helpGroup.results.length} of ${helpGroup.totalCount}`);
      await counter.close();
    }

    if (wanted('import')) {
      const csv = await seedTranslationVolume(emulatorUrl, tokens);
      // A gateway of its own: its peak memory is the import's.
      const gatewayUrl = await startGateway(emulatorUrl);
      const cookie = await gatewayCookies(gatewayUrl, emulatorUrl, admin);
      const imported = await importAtVolume(browser, gatewayUrl, pidOf(gatewayUrl), cookie, csv.file);
      console.log(
        `Translations import, ${csv.rows} rows (${(csv.bytes / 1048576).toFixed(1)} MiB) for German, 30,000 words in 40 languages`,
      );
      console.log(`  Preview pressed → preview shown: ${imported.previewMs.toFixed(0)} ms, ${imported.nodes} DOM nodes`);
      console.log(`  Confirm import → 'Translations imported!': ${imported.confirmMs.toFixed(0)} ms`);
      console.log(
        `  gateway RSS ${imported.rssBefore.toFixed(0)} MiB before; peak ${imported.rssAfterPreview.toFixed(0)} MiB after the preview, ` +
          `${imported.rssAfterConfirm.toFixed(0)} MiB after confirming`,
      );
    }
    await browser.close();
  } finally {
    stopServices();
  }
}
