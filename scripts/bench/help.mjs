// Issue 16 figures: the help centre's Pages tab (time to the first page row and the
// upstream calls it costs) and that the page editor's rich-text code is downloaded
// only when a page opens.
import { signedInPage, summarise, timeToEditable } from './website-edit.mjs';

/** /home/on-line-help as it opens (Pages, the first domain): the first page row. */
export const helpPagesTab = (browser, gatewayUrl, cookie, counter) =>
  timeToEditable(
    browser,
    gatewayUrl,
    cookie,
    counter,
    '/home/on-line-help',
    (page) => page.getByRole('table').first().getByRole('row').nth(1),
    false,
  );

/** Scripts loaded by the Pages tab, then by opening a page in the editor. */
export async function helpEditorChunk(browser, gatewayUrl, cookie) {
  const { context, page } = await signedInPage(browser, gatewayUrl, cookie);
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(`${gatewayUrl}/home/on-line-help`);
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  await edit.waitFor();
  const beforeEditor = await summarise(scripts.splice(0));
  await edit.click();
  await page.getByRole('textbox', { name: 'Content' }).waitFor();
  const editor = await summarise(scripts.splice(0));
  await context.close();
  return { beforeEditor, editor };
}
