// Issue 6 figures, in Debian's Chromium against the emulator:
// - time from opening the website edit screen to its first configuration
//   tab's form being interactive (median of several cold page loads), with the
//   upstream calls that screen costs;
// - that the rich-text editor's code is not downloaded until the SEO rule
//   modal opens, and how much it weighs when it is.
import { gzipSync } from 'node:zlib';

const RUNS = 5;
const RICH_TEXT = /prosemirror|tiptap/i;

export async function signedInPage(browser, gatewayUrl, cookie) {
  const context = await browser.newContext();
  const url = new URL(gatewayUrl);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), domain: url.hostname, path: '/' };
    }),
  );
  return { context, page: await context.newPage() };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Opens `path` in a fresh signed-in page and stops the clock when the input found by
 * `locate(page)` accepts typing (or, with `editable` false, when it shows); median of RUNS
 * cold loads, with the last load's upstream calls when a counting proxy is given.
 */
export async function timeToEditable(browser, gatewayUrl, cookie, counter, path, locate, editable = true) {
  const times = [];
  let calls = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { context, page } = await signedInPage(browser, gatewayUrl, cookie);
    counter?.reset();
    const started = performance.now();
    await page.goto(`${gatewayUrl}${path}`);
    const field = locate(page);
    await field.waitFor();
    if (editable) await field.fill('x', { timeout: 30_000 }); // fill waits until the input is editable
    times.push(performance.now() - started);
    if (run === RUNS - 1) calls = [...(counter?.calls ?? [])];
    await context.close();
  }
  return { medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), calls };
}

/**
 * The floor under every cold figure on this machine: a fresh browser context opening a page
 * with no script at all (the gateway's /healthz JSON) until its text shows.
 */
export const freshContextFloor = (browser, gatewayUrl, cookie, counter) =>
  timeToEditable(browser, gatewayUrl, cookie, counter, '/healthz', (page) => page.getByText('uptimeSeconds'), false);

const siteTitle = (page) => page.getByRole('group', { name: 'Site title', exact: true }).getByRole('textbox');

/** /home/websites/1 on its first configuration section (General → Site): the Site title field. */
export const firstFormInteractive = (browser, gatewayUrl, cookie, counter) =>
  timeToEditable(browser, gatewayUrl, cookie, counter, '/home/websites/1?tab=section-1', siteTitle);

/**
 * `path` opened again in the same browser, as staff do every day: the hashed chunks come from
 * the HTTP cache (immutable) and their compiled code from the browser's code cache. `sameTab`:
 * loaded again in the tab that had it (a reload); otherwise in a new tab. The clock stops as in
 * timeToEditable. Median of RUNS page loads after two untimed ones.
 */
export async function timeAgain(browser, gatewayUrl, cookie, path, locate, { sameTab = false, editable = true } = {}) {
  const { context, page: first } = await signedInPage(browser, gatewayUrl, cookie);
  const times = [];
  for (let run = 0; run < RUNS + 2; run += 1) {
    const page = sameTab ? first : await context.newPage();
    const started = performance.now();
    await page.goto(`${gatewayUrl}${path}`);
    const field = locate(page);
    await field.waitFor();
    if (editable) await field.fill('x', { timeout: 30_000 });
    if (run >= 2) times.push(performance.now() - started);
    if (!sameTab) await page.close();
  }
  await context.close();
  return { medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times) };
}

/** Website edit on General opened again (timeAgain), to the Site title field accepting typing. */
export const warmFormInteractive = (browser, gatewayUrl, cookie, { sameTab }) =>
  timeAgain(browser, gatewayUrl, cookie, '/home/websites/1?tab=section-1', siteTitle, { sameTab });

/** /home/configurations on its general tab: the TinyMCE API Key field. */
export const configurationsGeneralTab = (browser, gatewayUrl, cookie, counter) =>
  timeToEditable(browser, gatewayUrl, cookie, counter, '/home/configurations?tab=general', (page) => page.getByLabel('TinyMCE API Key'));

/** /home/configurations as it opens (Img Arena, imgarena pairs, Football): the table's first stream. */
export const configurationsPairsTab = (browser, gatewayUrl, cookie, counter) =>
  timeToEditable(
    browser,
    gatewayUrl,
    cookie,
    counter,
    '/home/configurations',
    (page) => page.getByRole('table', { name: 'Img Arena pairs' }).getByRole('row').nth(1),
    false,
  );

/** Scripts loaded by the SEO tab, then by opening the SEO rule modal. */
export async function seoEditorChunk(browser, gatewayUrl, cookie) {
  const { context, page } = await signedInPage(browser, gatewayUrl, cookie);
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${gatewayUrl}/home/websites/1?tab=seo&q=football`);
  const edit = page.getByRole('button', { name: /^Edit SEO rule/ }).first();
  await edit.waitFor();
  const beforeModal = await summarise(scripts.splice(0));
  await edit.click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Content' }).waitFor();
  const modal = await summarise(scripts.splice(0));
  await context.close();
  return { beforeModal, modal };
}

export async function summarise(responses) {
  let gzip = 0;
  let richText = false;
  for (const response of responses) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    gzip += gzipSync(body).length;
    if (RICH_TEXT.test(body.toString('latin1'))) richText = true;
  }
  return { files: responses.length, gzipKiB: gzip / 1024, richText };
}
