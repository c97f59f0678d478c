import { expect, test } from '@playwright/test';
import { admin, manager } from '../support/accounts';
import { signIn } from '../support/session';

// Sample items: an admin opens the screen from the sidebar, adds one, and sees it listed.

test('an admin adds a sample item from the sidebar screen and sees it listed', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Sample items' }).click();
  const table = page.getByRole('table', { name: 'Sample items' });
  await expect(table.getByRole('cell', { name: 'First sample item' })).toBeVisible();

  await page.getByRole('button', { name: 'Add sample item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add sample item' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The name is required')).toBeVisible();

  const name = `SampleItem ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('cell', { name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Sample items' }).getByRole('cell', { name })).toBeVisible();
});

test('a manager has no sample items entry, and the address says why', async ({ page }) => {
  await signIn(page, manager);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Help CMS' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sample items' })).toHaveCount(0);
  await page.goto('/home/sample-items');
  await expect(page.getByText('You do not have permission to open Sample items.')).toBeVisible();
});
