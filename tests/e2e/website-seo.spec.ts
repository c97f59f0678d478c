import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
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
  await expect(dialog.getByRole('region', { name: 'Search result preview' }).getByText(`Title ${title.length}/60`)).toBeVisible();
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

test('Esc closes only the innermost layer, and closing an edited SEO rule asks first', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/websites/1?tab=seo');
  // Before any search: what to search for, not 'No results found'.
  await expect(page.getByText('Search by name (at least 3 characters) to find the SEO rules of this language.')).toBeVisible();
  await expect(page.getByText('No results found')).toHaveCount(0);
  await searchRules(page, 'football');
  await page.getByRole('button', { name: 'Edit SEO rule Football' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Update SEO Rule' });
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toBeVisible();
  // Past the recommended length the field itself says so.
  await dialog.getByLabel('Meta Title').fill('x'.repeat(61));
  await expect(dialog.getByText('Title 61/60: longer than search results show')).toHaveAttribute('data-over', 'true');
  await dialog.getByLabel('Meta Title').fill('A title I do not want to lose');

  await dialog.getByRole('button', { name: 'Add Button' }).click();
  await expect(page.getByLabel('Button text')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Button text')).toBeHidden();
  await expect(dialog.getByLabel('Meta Title')).toHaveValue('A title I do not want to lose');

  // Esc on the modal itself: the unsaved-changes question, Close keeps the edit.
  await dialog.getByLabel('Meta Title').press('Escape');
  const question = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(question).toContainText('Your changes will be lost, are you sure you want to continue?');
  await question.getByRole('button', { name: 'Close' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel('Meta Title')).toHaveValue('A title I do not want to lose');

  // The Close button asks too; Accept drops the edit.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await question.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Edit SEO rule Football' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Update SEO Rule' }).getByLabel('Meta Title')).not.toHaveValue(
    'A title I do not want to lose',
  );
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
  expect(download.suggestedFilename()).toMatch(/^seo-export-star-bet-en-sports-\d{14}-v4\.csv$/);
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
  // The same language is preselected as on Export: the file is all it takes.
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
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
