import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin, developer } from '../support/accounts';
import { gql, signIn } from '../support/session';
import { openLive, staff } from '../support/two-staff';

// Every edit form the same (issue 41): the icon modal, once silently last-write-wins, refuses a
// stale save naming the colleague and keeps what was typed; a language's code, once taken for a
// secret, is versioned and shows on Activity with before → after.

const suffix = () => Date.now().toString(36);

async function openIcon(page: Page, name: string) {
  await openLive(page, '/home/configurations?tab=icons');
  await page.getByRole('searchbox', { name: 'Search icons' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search icons' }).press('Enter');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update icon' });
  await expect(dialog.getByLabel('Icon name')).toHaveValue(name);
  return dialog;
}

test("the icon modal refuses a save over a colleague's rename, naming them, and overwrites nothing", async ({ browser }) => {
  const adminPage = await staff(browser, admin);
  const name = `ball-${suffix()}`;
  await gql(adminPage.request, 'mutation($input: IconInput!) { createIcon(input: $input) { userErrors { message } } }', {
    input: { name, slugs: [name] },
  });
  const developerPage = await staff(browser, developer);
  const mine = await openIcon(adminPage, name);
  const theirs = await openIcon(developerPage, name);
  await expect(mine.getByText('developer@example.com is also editing')).toBeVisible();

  // The admin is typing (an unedited modal would take the colleague's save and follow it).
  await mine.getByLabel('Icon name').fill(`${name}-b`);
  await theirs.getByLabel('Icon name').fill(`${name}-a`);
  await theirs.getByRole('button', { name: 'Update' }).click();
  await expect(developerPage.getByText('Succesfully updated Icon')).toBeVisible();

  await mine.getByRole('button', { name: 'Update' }).click();
  const notice = mine.getByRole('alert').filter({ hasText: 'while you were editing' });
  await expect(notice).toContainText(/Changed by developer@example\.com at \d\d:\d\d while you were editing/);
  await expect(notice).toContainText(`Icon name: theirs “${name}-a”, yours “${name}-b”`);
  await expect(mine.getByLabel('Icon name')).toHaveValue(`${name}-b`);
  const { icons } = await gql(adminPage.request, 'query($search: String) { icons(search: $search) { items { name } } }', { search: name });
  expect(icons.items).toEqual([{ name: `${name}-a` }]);
});

test("a language's code change shows on Activity with before → after", async ({ page }) => {
  await signIn(page, admin);
  const code = `c${suffix()}`.slice(0, 8);
  const { createLanguage } = await gql(
    page.request,
    'mutation($input: CreateLanguageInput!) { createLanguage(input: $input) { language { id version } } }',
    { input: { name: `Code ${code}`, code } },
  );
  const { id, version } = createLanguage.language;
  await gql(page.request, 'mutation($input: UpdateLanguageInput!) { updateLanguage(input: $input) { userErrors { message } } }', {
    input: { id, name: `Code ${code}`, code: `${code}-x`, baseVersion: version },
  });

  await page.goto(`/home/activity?entityType=Language&entityId=${id}`);
  const table = page.getByRole('table', { name: 'Activity' });
  const row = table.getByRole('row', { name: /updateLanguage/ }).first();
  await row.getByRole('button', { name: /^Details of updateLanguage/ }).click();
  const details = page.getByRole('dialog', { name: 'Change details' });
  await expect(details.getByRole('row', { name: `code ${code} ${code}-x` })).toBeVisible();
});
