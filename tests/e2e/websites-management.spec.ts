import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin, manager } from '../support/accounts';
import { signIn } from '../support/session';

async function openWebsites(page: Page) {
  await page.goto('/home/websites');
  await expect(page.getByRole('heading', { name: 'Websites' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Websites' }).getByRole('row').nth(1)).toBeVisible();
}

test('admin creates, edits and deletes a website', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const name = `E2E site ${suffix}`;
  const renamed = `E2E renamed ${suffix}`;
  await signIn(page, admin);
  await openWebsites(page);

  await page.getByRole('button', { name: 'Add New Website' }).click();
  // Spec 000 §4: Create when there is no id, otherwise Update.
  const dialog = page.getByRole('dialog', { name: 'Create website' });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('The name is required')).toBeVisible();
  await expect(dialog.getByText('The url is required')).toBeVisible();
  await expect(dialog.getByText('The betshopId is required')).toBeVisible();

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Url').fill('javascript://example.com/%0Aalert(1)');
  await dialog.getByRole('combobox', { name: 'Betshop id' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Enter the full address, starting with http:// or https://')).toBeVisible();
  await expect(dialog.getByText(/must be a URL address/)).toHaveCount(0);
  await dialog.getByLabel('Url').fill(`https://${suffix}.example.com`);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Website Created!')).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Update website' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Website Updated!')).toBeVisible();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete website' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
});

test('a manager sees only the websites they may read, without write controls', async ({ page }) => {
  await signIn(page, manager);
  await openWebsites(page);
  await expect(page.getByRole('table', { name: 'Websites' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Add New Website' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
});

test('websites are searchable by name or url', async ({ page }) => {
  await signIn(page, admin);
  await openWebsites(page);
  await page.getByLabel('Search websites').fill('luckyplay.example');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=luckyplay.example/);
  const rows = page.getByRole('table', { name: 'Websites' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Lucky Play');
});
