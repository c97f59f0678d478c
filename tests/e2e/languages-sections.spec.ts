import { expect, test } from '../support/test';
import { admin } from '../support/accounts';
import { signIn } from '../support/session';

test.beforeEach(async ({ page }) => {
  await signIn(page, admin);
});

test('languages: validation, create, edit, and an export with no phrases says so', async ({ page }) => {
  const code = `x${Date.now().toString(36)}`;
  await page.goto('/home/translation/language');
  await expect(page.getByRole('heading', { name: 'Languages' })).toBeVisible();
  await page.getByRole('button', { name: 'Add language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add language' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The name is required')).toBeVisible();
  await expect(dialog.getByText('The code is required')).toBeVisible();

  await dialog.getByLabel('Name').fill(`Lang ${code}`);
  await dialog.getByLabel('Code').fill('a b');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The code cannot have empty spaces')).toBeVisible();

  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Language Created!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The seed has four languages: the new one shows on the first page.
  await page.getByRole('button', { name: `Edit Lang ${code}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit language' });
  await expect(edit.getByLabel('Code')).toHaveValue(code);
  await edit.getByLabel('Name').fill(`Renamed ${code}`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Language Updated!')).toBeVisible();
  await expect(page.getByRole('cell', { name: `Renamed ${code}`, exact: true })).toBeVisible();

  await page.goto('/home/translation/all-translations');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export CSV' });
  await exportDialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: code, exact: true }).click();
  await exportDialog.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('There is no available translations for given language!')).toBeVisible();
});

test('sections: validation, create and delete; the tooltips section cannot be deleted', async ({ page }) => {
  const key = `s${Date.now().toString(36)}`;
  await page.goto('/home/translation/section');
  await expect(page.getByRole('heading', { name: 'Sections' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'General', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add section' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The title is required')).toBeVisible();
  await expect(dialog.getByText('The key is required')).toBeVisible();

  await dialog.getByLabel('Title').fill(`Section ${key}`);
  await dialog.getByLabel('Key').fill('has space');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The key cannot have empty spaces')).toBeVisible();

  await dialog.getByLabel('Key').fill(key);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Section Created!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const title = `Section ${key}`;
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  if (await pages.isVisible()) await pages.getByRole('button', { name: 'Last page' }).click();
  await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete section' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible();
  await expect(page.getByRole('cell', { name: title, exact: true })).toHaveCount(0);

  await page.goto('/home/translation/section');
  const tooltipsRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'tooltips', exact: true }) });
  await expect(tooltipsRow).toBeVisible();
  await expect(tooltipsRow.getByRole('button', { name: /^Edit / })).toBeVisible();
  await expect(tooltipsRow.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});

test('languages and sections are searchable by name or code, and the search stays in the URL', async ({ page }) => {
  await page.goto('/home/translation/language');
  await page.getByLabel('Search languages').fill('serb');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=serb/);
  await expect(page.getByRole('table', { name: 'Languages' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: /Serbian/ })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Search languages')).toHaveValue('serb');
  await expect(page.getByRole('table', { name: 'Languages' }).getByRole('row')).toHaveCount(2);

  await page.goto('/home/translation/section');
  await page.getByLabel('Search sections').fill('tooltips');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: /tooltips/i }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /General/ })).toHaveCount(0);
});
