import { expect, test } from '../support/test';
import { admin, uniqueEmail } from '../support/accounts';
import { signIn } from '../support/session';

test('create a manager with "Create and set permissions", edit permissions with the unsaved-changes guard, save, reload', async ({
  page,
}) => {
  // Create, two guards, save and reload: past the default budget beside the compute lane (60 s in CI).
  test.slow();
  await signIn(page, admin);
  const email = uniqueEmail('manager');
  await page.goto('/home/all-users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Secret123!');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await dialog.getByRole('button', { name: 'Create and set permissions' }).click();
  await expect(page.getByText('User Created!')).toBeVisible();
  await expect(page.getByRole('heading', { name: email })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Online' })).toBeVisible();

  const read = page.getByRole('checkbox', { name: 'Read TRANSLATIONS.TRANSLATIONS' });
  const write = page.getByRole('checkbox', { name: 'Write TRANSLATIONS.TRANSLATIONS' });
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await write.check();
  await expect(read).toBeChecked();
  await read.uncheck();
  await expect(write).not.toBeChecked();
  await write.check();
  await page
    .getByRole('checkbox', { name: /^Read website / })
    .first()
    .check();

  // Leaving with unsaved changes asks first; Close stays.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Websites' }).click();
  const guard = page.getByRole('dialog');
  await expect(guard).toContainText('Your changes will be lost, are you sure you want to continue?');
  await guard.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/home\/all-users\/\d+$/);
  await expect(write).toBeChecked();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Users permissions updated successfully.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Write TRANSLATIONS.TRANSLATIONS' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Read TRANSLATIONS.TRANSLATIONS' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Read website / }).first()).toBeChecked();

  // Accept leaves and drops the change.
  await page.getByRole('checkbox', { name: 'Read HELP.HELP' }).check();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/home\/all-users(\?.*)?$/);
});
