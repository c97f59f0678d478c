import { expect, test } from '../support/test';
import { admin, uniqueEmail } from '../support/accounts';
import { createUser, signIn } from '../support/session';

test('change password: spec messages, then success, then the new password works', async ({ page, browser }) => {
  await signIn(page, admin);
  const account = { email: uniqueEmail('pw'), password: 'Secret123!' };
  await createUser(page, { ...account, role: 'ADMIN' });
  await page.context().clearCookies({ name: 'bo_session' });
  await signIn(page, account);

  await page.goto('/home/websites');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The password is required')).toBeVisible();
  await expect(dialog.getByText('The new password is required')).toBeVisible();
  await expect(dialog.getByText('The password confirmation is required')).toBeVisible();

  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByLabel('New password', { exact: true }).fill('abc');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The new password must be at least 6 characters long')).toBeVisible();
  await expect(dialog.getByText(/newPassword must be/)).toHaveCount(0);

  await dialog.getByLabel('New password', { exact: true }).fill('Changed123!');
  await dialog.getByLabel('Confirm new password').fill('Different123!');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Must be same as password')).toBeVisible();

  await dialog.getByLabel('Confirm new password').fill('Changed123!');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successful password changed!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signIn(await fresh.newPage(), { email: account.email, password: 'Changed123!' });
  await fresh.close();
});

test('dark mode is remembered across a reload', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/websites');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Settings' }).click();
  const darkMode = page.getByRole('menuitemcheckbox', { name: 'Dark mode' });
  // Aligned with the other items: its text starts where theirs does.
  const textLeft = async (name: string) => (await page.getByRole('menu').getByText(name, { exact: true }).boundingBox())!.x;
  expect(await textLeft('Dark mode')).toBe(await textLeft('Change password'));
  await darkMode.click();
  await expect(darkMode).toHaveAttribute('aria-checked', 'true');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Websites' })).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
});
