// Figures taken in Debian's Chromium: the JS the /login page downloads
// (gzip-compressed size) and the upstream calls of the users screen.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const launchChromium = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });

export async function loginPageJs(browser, gatewayUrl) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${gatewayUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  let gzip = 0;
  let raw = 0;
  let transferred = 0;
  let richText = false;
  for (const response of scripts) {
    const body = await response.body();
    raw += body.length;
    // What went over the wire: the gateway serves precompressed brotli (or gzip) with its length.
    const headers = await response.allHeaders();
    transferred += Number(headers['content-length'] ?? gzipSync(body).length);
    gzip += gzipSync(body).length;
    if (/prosemirror|tiptap/i.test(body.toString('latin1'))) richText = true;
  }
  await page.close();
  return { files: scripts.length, rawKiB: raw / 1024, gzipKiB: gzip / 1024, transferredKiB: transferred / 1024, richText };
}

export async function screenUpstreamCalls(browser, gatewayUrl, cookie, counter, path, ready) {
  const context = await browser.newContext();
  const url = new URL(gatewayUrl);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), domain: url.hostname, path: '/' };
    }),
  );
  const page = await context.newPage();
  // The live feed's event stream stays open for the page's life, and the network would never be
  // idle: it is left out here (it calls no upstream: the viewer is cached).
  await page.route('**/graphql/stream', (route) => route.abort());
  counter.reset();
  await page.goto(`${gatewayUrl}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole(ready.role, { name: ready.name }).first().waitFor();
  const calls = [...counter.calls];
  await context.close();
  return calls;
}
