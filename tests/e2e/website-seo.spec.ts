import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { admin, manager } from '../support/accounts';
import { signIn } from '../support/session';

// Website 1 (Star Bet), English: the seed has SEO rules for Football, Premier League and the home page.

async function searchRules(page: Page, term: string) {
  const search = page.getByRole('search', { name: 'Search SEO rules' });
  await search.getByLabel('Search', { exact: true }).fill(term);
  await search.getByRole('button', { name: 'Search' }).click();
}

test('admin searches an SEO rule, edits it in the rich-text modal and sees it after reload', async ({ page }) => {
  const title = `Football betting odds ${Date.now().toString(36)}`;
  await signIn(page, admin);
  await page.goto('/home/websites');
  await page.getByRole('link', { name: 'Config Star Bet' }).click();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Websites' })).toBeVisible();
  await expect(breadcrumb.getByText('Star Bet')).toBeVisible();
  await page.getByRole('tab', { name: 'SEO', exact: true }).click();

  // Fewer than 3 characters: the search is refused with the spec's tooltip.
  const search = page.getByRole('search', { name: 'Search SEO rules' });
  await search.getByLabel('Search', { exact: true }).fill('fo');
  await expect(search.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-disabled', 'true');
  await search.getByRole('button', { name: 'Search' }).hover();
  await expect(page.getByText('You must enter more than 2 characters to search SEO rules')).toBeVisible();

  await searchRules(page, 'football');
  await expect(page).toHaveURL(/q=football/);
  const table = page.getByRole('table', { name: 'SEO rules' });
  await expect(table.getByRole('cell', { name: 'Football', exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit SEO rule Football' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Update SEO Rule' });
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await expect(content).toBeVisible();
  await dialog.getByLabel('Meta Title').fill(title);
  await expect(dialog.getByText(new RegExp(`Title ${title.length}/60`))).toBeVisible();
  await content.click();
  await content.press('Control+End');
  await content.pressSequentially(' Bet on every match.');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Successfully updated SEO rule')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('cell', { name: title })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('table', { name: 'SEO rules' }).getByRole('cell', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Edit SEO rule Football' }).first().click();
  const reopened = page.getByRole('dialog', { name: 'Update SEO Rule' });
  await expect(reopened.getByLabel('Meta Title')).toHaveValue(title);
  await expect(reopened.getByRole('textbox', { name: 'Content' })).toContainText('Bet on every match.');
});

test('admin exports the sports SEO rules, edits the file and imports it back', async ({ page }, testInfo) => {
  const imported = `Imported basketball title ${Date.now().toString(36)}`;
  await signIn(page, admin);
  await page.goto('/home/websites/1?tab=seo&seoTab=bulk');
  await page.getByRole('tab', { name: 'Export' }).click();
  for (const label of ['Meta Title', 'Meta Description', 'H1 Page Title', 'Seo Content']) {
    await expect(page.getByRole('checkbox', { name: label })).toBeChecked();
  }
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Sports', exact: true }).click();
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^seo-export-star bet-en-sports-\d{14}-v4\.csv$/);
  const exported = readFileSync(await download.path(), 'utf8');
  const [header] = exported.split('\n');
  expect(header).toBe('type,entityId,altCtx,name,metaTitle,metaDescription,pageTitle,content');

  // Basketball has no rule yet: a line for it creates one.
  const file = testInfo.outputPath('seo-import.csv');
  writeFileSync(file, `type,entityId,altCtx,name,metaTitle\nsport,55,,Basketball,${imported}\n`);
  await page.getByRole('tab', { name: 'Import' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('CSV file').click();
  await (await chooser).setFiles(file);
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'en', exact: true }).click();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('1 created, 0 updated')).toBeVisible();

  await page.goto('/home/websites/1?tab=seo&seoTab=content&q=basketball&in=sports');
  await expect(page.getByRole('table', { name: 'SEO rules' }).getByRole('cell', { name: imported })).toBeVisible();
});

test('a manager with read on SEO rules sees disabled fields and no Bulk Data', async ({ page }) => {
  await signIn(page, manager);
  await page.goto('/home/websites/1?tab=seo&q=football');
  await expect(page.getByRole('tab', { name: 'Bulk Data' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Tooltips' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit SEO rule Football' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Update SEO Rule' });
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await expect(dialog.getByLabel('Meta Title')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();
});
