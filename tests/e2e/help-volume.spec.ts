import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { admin } from '../support/accounts';
import { signIn } from '../support/session';
import { operatorApi } from '../support/emulator';

// The help centre at an operator's volume (issue 40): Balkan Bet's help gets a category of 120
// pages through the operator API. The Pages tab lists their names 25 at a time, a page's texts
// load when it opens, and the command palette finds a page by its name.

const PAGES = 120;
const content = (n: number, lang: string) => `<p>Volume page ${n} answers in ${lang}: ${'staff read this. '.repeat(20)}</p>`;

let removeDomain = async () => {};

test.beforeAll(async () => {
  const call = await operatorApi(admin);
  const domain = new FormData();
  for (const [name, value] of Object.entries({
    websiteId: '5',
    brandName: 'Balkan Bet',
    defaultLanguage: 'en',
    'languages[0]': 'en',
    'languages[1]': 'sr',
  })) {
    domain.set(name, value);
  }
  const { id: domainId } = (await call('POST', '/help/help-domain', domain)) as { id: number };
  removeDomain = () => call('DELETE', `/help/help-domain/${domainId}`);
  const category = new FormData();
  category.set('label', 'Volume');
  category.set('name', JSON.stringify({ en: 'Volume', sr: 'Obim' }));
  category.set('isActive', 'true');
  const { id: categoryId } = (await call('POST', `/help/help-domain/${domainId}/help-category`, category)) as { id: number };
  for (let n = 1; n <= PAGES; n++) {
    await call('POST', `/help/help-domain/${domainId}/help-page`, {
      label: `Volume page ${n}`,
      pageTitle: { en: `Volume page ${n} title`, sr: `Strana ${n}` },
      content: { en: content(n, 'English'), sr: n % 2 ? '' : content(n, 'Serbian') },
      pageType: 'standard',
      isVisibleOnWeb: true,
      isVisibleOnMobile: true,
      categories: [categoryId],
    });
  }
});

// The other specs share the emulator: the domain goes, with its category and pages.
test.afterAll(() => removeDomain());

async function openBalkanBet(page: Page) {
  await signIn(page, admin);
  await page.goto('/home/on-line-help');
  await page.getByRole('combobox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: 'Balkan Bet', exact: true }).click();
}

test("a category of 120 pages lists their names 25 at a time, and a page's texts load when it opens", async ({ page }) => {
  const answers: { operation: string; body: string }[] = [];
  page.on('response', async (response) => {
    const operation = /"operationName":"(\w+)"/.exec(response.request().postData() ?? '')?.[1];
    if (operation === 'HelpCategories' || operation === 'HelpPage') answers.push({ operation, body: await response.text() });
  });
  await openBalkanBet(page);
  const table = page.getByRole('table', { name: 'Volume' });
  await expect(table.getByRole('row', { name: /Volume page 2 en\/sr/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(page.getByText(`1–25 of ${PAGES}`)).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Volume pages' });
  await pager.getByRole('button', { name: 'Page 5' }).click();
  await expect(page.getByText(`101–120 of ${PAGES}`)).toBeVisible();
  // Page 117 has no Serbian content: English alone.
  await expect(table.getByRole('row').filter({ hasText: 'Volume page 117' }).getByRole('cell', { name: 'en', exact: true })).toBeVisible();

  // The list carried names, not texts.
  expect(answers.find((a) => a.operation === 'HelpCategories')?.body).not.toContain('staff read this');

  await page.getByRole('button', { name: 'Edit Volume page 118', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Edit page Volume page 118' });
  await expect(editor.getByLabel('Page Title')).toHaveValue('Volume page 118 title');
  await expect(editor.getByRole('textbox', { name: 'Content' })).toContainText('Volume page 118 answers in English');
  await editor.getByText('SR', { exact: true }).click();
  await expect(editor.getByLabel('Page Title')).toHaveValue('Strana 118');
  await expect(editor.getByRole('textbox', { name: 'Content' })).toContainText('Volume page 118 answers in Serbian');
  expect(answers.filter((a) => a.operation === 'HelpPage').map((a) => a.body.includes('answers in Serbian'))).toEqual([true]);

  // Its own address: a reload opens it again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Edit page Volume page 118' }).getByLabel('Page Title')).toHaveValue(
    'Volume page 118 title',
  );
});

test('the search of the Pages tab and the command palette find a page of the 120 by its name', async ({ page }) => {
  await openBalkanBet(page);
  await page.getByLabel('Search pages').fill('volume page 11');
  // 11, then 110 to 119: eleven, found by the upstream's search.
  await expect(page.getByRole('button', { name: 'Search Results (11)' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Search Results' }).getByRole('row')).toHaveCount(12);

  // Ctrl+K is not heard from inside a text box: the shell's button opens it.
  await page.getByRole('button', { name: /Open command palette/ }).click();
  const palette = page.getByRole('textbox', { name: /Search screens, users, websites/ });
  await palette.fill('volume page 11');
  // Spotlight draws a group's label as CSS content: it is in the accessibility tree, not in the text.
  await expect(page.getByRole('dialog')).toMatchAriaSnapshot('- text: Help pages · showing 5 of 11');
  await palette.fill('volume page 117');
  await page.getByRole('button', { name: /Volume page 117.*Balkan Bet/ }).click();
  await expect(page).toHaveURL(/\/home\/on-line-help\?tab=pages&domain=\d+&pageId=\d+/);
  const editor = page.getByRole('region', { name: 'Edit page Volume page 117' });
  await expect(editor.getByRole('textbox', { name: 'Content' })).toContainText('Volume page 117 answers in English');
});
