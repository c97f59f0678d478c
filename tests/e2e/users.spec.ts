import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin, uniqueEmail } from '../support/accounts';
import { clearFaults, injectFault } from '../support/emulator';
import { createUser, signIn } from '../support/session';

async function openUsers(page: Page, query = '') {
  await page.goto(`/home/all-users${query}`);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
}

async function search(page: Page, term: string) {
  await page.getByLabel('Search users').fill(term);
  await page.getByRole('button', { name: 'Search' }).click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, admin);
});

test('create a user, find it by search, and delete it', async ({ page }) => {
  const email = uniqueEmail('created');
  await openUsers(page);
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Secret123!');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Created!')).toBeVisible();

  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
  await search(page, email);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(email).replace(/[.]/g, '\\.')}`));
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();

  await page.reload(); // the search lives in the URL
  await expect(page.getByLabel('Search users')).toHaveValue(email);
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm).toContainText(`Are you sure you want to delete ${email}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible();
  await expect(page.getByText('No results found')).toBeVisible();
});

test('a duplicate email is shown on the email field and the modal keeps its values', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Email').fill(admin.email);
  await dialog.getByLabel('Password').fill('Secret123!');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('User with this email already exists')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(admin.email);
});

test('sorting cycles ascending, descending, none and survives a reload', async ({ page }) => {
  await openUsers(page);
  const header = page.getByRole('columnheader', { name: 'Email' });
  const firstEmail = page
    .getByRole('row')
    .nth(1)
    .getByRole('cell', { name: /^[^ ]+@/ });

  await page.getByRole('button', { name: 'Email' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstEmail).toHaveText(/^a/);

  await page.getByRole('button', { name: 'Email' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(firstEmail).toHaveText(/^[st]/);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');

  await page.getByRole('button', { name: 'Email' }).click();
  await expect(header).not.toHaveAttribute('aria-sort', /ascending|descending/);
});

test('pages through the list, and deleting the last row of a page steps back', async ({ page }) => {
  const prefix = `pager-${Date.now().toString(36)}`;
  const emails: string[] = [];
  for (let i = 0; i < 11; i++) {
    emails.push(
      (await createUser(page, { email: `${prefix}-${String(i).padStart(2, '0')}@example.com`, password: 'Secret123!', role: 'MANAGER' }))
        .email,
    );
  }
  await openUsers(page, `?search=${prefix}&sort=email&dir=asc`);
  await expect(page.getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: `Delete ${emails[10]}` }).click();
  await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('row')).toHaveCount(11);
});

test('an outage of the operator API shows a readable error', async ({ page }) => {
  await openUsers(page);
  await injectFault({ kind: '500', path: '/users' });
  try {
    await search(page, 'staff');
    await expect(page.getByText('The service is unavailable right now. Please try again in a moment.')).toBeVisible();
    await expect(page.getByLabel('Search users')).toHaveValue('staff');
  } finally {
    await clearFaults();
  }
});

test('the columns keep their widths between a full page and a narrow search', async ({ page }) => {
  const long = uniqueEmail(`a-very-long-address-for-column-widths-${'x'.repeat(20)}`);
  await createUser(page, { email: long, password: 'Secret123!', role: 'MANAGER' });
  await openUsers(page);
  const role = page.getByRole('columnheader', { name: 'Role' });
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const before = (await role.boundingBox())!;
  await search(page, long);
  await expect(page.getByRole('cell', { name: long, exact: true })).toBeVisible();
  const after = (await role.boundingBox())!;
  expect({ x: after.x, width: after.width }).toEqual({ x: before.x, width: before.width });
});

test('a page size of 25 shows 25 users, stays in the URL across a reload, and starts again from page 1', async ({ page }) => {
  await openUsers(page, '?page=2');
  await expect(page.getByRole('row')).toHaveCount(11);
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
  await expect(page).toHaveURL(/size=25/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('row')).toHaveCount(26);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
  await expect(page.getByRole('row')).toHaveCount(26);
});

test('Export CSV downloads the list as searched, every page of it', async ({ page }) => {
  await openUsers(page, '?search=staff0');
  await expect(page.getByRole('row')).toHaveCount(10);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('users.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Id,Email,Role,Developer');
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(Array.from({ length: 9 }, (_, i) => `staff0${i + 1}@example.com`));
});

test('bulk delete: three users chosen, one confirmation naming the count, then a summary', async ({ page }) => {
  const prefix = `bulk-${Date.now().toString(36)}`;
  const emails: string[] = [];
  for (let i = 0; i < 3; i++) {
    emails.push((await createUser(page, { email: `${prefix}-${i}@example.com`, password: 'Secret123!', role: 'MANAGER' })).email);
  }
  // A chosen user on another page is counted and can be cleared: nothing is deleted unseen.
  await openUsers(page, `?search=${prefix}`);
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByRole('checkbox', { name: `Select ${emails[0]}` }).check();
  await search(page, 'admin@');
  await expect(page.getByRole('cell', { name: 'admin@example.com', exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Selection' })).toHaveText(/1 selected \(1 on other pages\)/);
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByRole('button', { name: /Delete selected/ })).toHaveCount(0);

  // The header checkbox chooses every row of the page.
  await search(page, prefix);
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByRole('checkbox', { name: 'Select every row of this page' }).check();
  for (const email of emails) await expect(page.getByRole('checkbox', { name: `Select ${email}` })).toBeChecked();
  await expect(page.getByRole('status', { name: 'Selection' })).toHaveText(/^3 selected/);
  await page.getByRole('button', { name: 'Delete selected (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete users' });
  await expect(dialog).toContainText('Are you sure you want to delete 3 users?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('3 users deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: /Delete selected/ })).toHaveCount(0);
  for (const email of emails) await expect(page.getByRole('cell', { name: email, exact: true })).toHaveCount(0);
});

test("a row's icon buttons name themselves in a tooltip while the pointer is over them", async ({ page }) => {
  await openUsers(page, '?search=manager');
  const row = page.getByRole('row').filter({ hasText: 'manager@example.com' });
  await row.getByRole('link', { name: 'Permissions manager@example.com' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Permissions' })).toBeVisible();
  await row.getByRole('button', { name: 'Delete manager@example.com' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('tooltip', { name: 'Permissions' })).toBeHidden();
  await page.getByRole('heading', { name: 'Users' }).hover();
  await expect(page.getByRole('tooltip')).toBeHidden();
});
