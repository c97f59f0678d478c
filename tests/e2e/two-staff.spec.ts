import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin, developer, uniqueEmail } from '../support/accounts';
import { createUser, gql } from '../support/session';
import { openLive, staff } from '../support/two-staff';

// Two staff, one record (issue 28): the admin and the developer, each in a browser of their own,
// edit the same user. The second save is refused with who changed what; nothing typed is lost.

async function openEdit(page: Page, email: string) {
  await openLive(page, `/home/all-users?search=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: `Edit ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  return dialog;
}

test("a save over a colleague's change is refused with their name and values; Keep mine saves over it", async ({ browser }) => {
  const adminPage = await staff(browser, admin);
  const target = await createUser(adminPage, { email: uniqueEmail('shared'), password: 'Secret123!', role: 'MANAGER' });
  const developerPage = await staff(browser, developer);

  const mine = await openEdit(adminPage, target.email);
  const theirs = await openEdit(developerPage, target.email);
  // The admin types first: an untouched modal would follow the colleague's save.
  const myEmail = uniqueEmail('mine');
  await mine.getByLabel('Email').fill(myEmail);
  const theirEmail = uniqueEmail('theirs');
  await theirs.getByLabel('Email').fill(theirEmail);
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(developerPage.getByText('User Updated!')).toBeVisible();

  await mine.getByRole('button', { name: 'Save' }).click();
  const notice = mine.getByRole('alert').filter({ hasText: 'while you were editing' });
  await expect(notice).toContainText(/Changed by developer@example\.com at \d\d:\d\d while you were editing/);
  await expect(notice).toContainText(`Email: theirs “${theirEmail}”, yours “${myEmail}”`);
  await expect(mine.getByLabel('Email')).toHaveValue(myEmail);

  await notice.getByRole('button', { name: 'Keep mine' }).click();
  await expect(adminPage.getByText('User Updated!')).toBeVisible();
  await adminPage.goto(`/home/all-users?search=${encodeURIComponent(myEmail)}`);
  await expect(adminPage.getByRole('cell', { name: myEmail, exact: true })).toBeVisible();
});

test("Take theirs reloads the form with the colleague's values and saves nothing", async ({ browser }) => {
  const adminPage = await staff(browser, admin);
  const target = await createUser(adminPage, { email: uniqueEmail('shared'), password: 'Secret123!', role: 'MANAGER' });
  const developerPage = await staff(browser, developer);

  const mine = await openEdit(adminPage, target.email);
  const theirs = await openEdit(developerPage, target.email);
  await mine.getByLabel('Email').fill(uniqueEmail('mine'));
  const theirEmail = uniqueEmail('theirs');
  await theirs.getByLabel('Email').fill(theirEmail);
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(developerPage.getByText('User Updated!')).toBeVisible();

  await mine.getByRole('button', { name: 'Save' }).click();
  await mine.getByRole('button', { name: 'Take theirs' }).click();
  await expect(mine.getByLabel('Email')).toHaveValue(theirEmail);
  await expect(mine.getByRole('alert').filter({ hasText: 'while you were editing' })).toHaveCount(0);
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('User Updated!')).toBeVisible();
  await adminPage.goto(`/home/all-users?search=${encodeURIComponent(theirEmail)}`);
  await expect(adminPage.getByRole('cell', { name: theirEmail, exact: true })).toBeVisible();
});

async function openPermissions(page: Page, userId: string) {
  await openLive(page, `/home/all-users/${userId}`);
  await expect(page.getByRole('tab', { name: 'Online' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Read HELP.HELP' })).toBeVisible();
}

async function savePermissions(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
}

test('the permissions matrix: the same permission changed by both is a conflict; different ones are merged', async ({ browser }) => {
  const adminPage = await staff(browser, admin);
  const target = await createUser(adminPage, { email: uniqueEmail('matrix'), password: 'Secret123!', role: 'MANAGER' });
  const developerPage = await staff(browser, developer);

  // Different permissions: both saves go through, and both changes stay.
  await openPermissions(adminPage, target.id);
  await openPermissions(developerPage, target.id);
  await developerPage.getByRole('checkbox', { name: 'Read TRANSLATIONS.TRANSLATIONS' }).check();
  await savePermissions(developerPage);
  await expect(developerPage.getByText('Users permissions updated successfully.')).toBeVisible();
  await adminPage.getByRole('checkbox', { name: 'Read CONFIGURATION.ICONS' }).check();
  await savePermissions(adminPage);
  await expect(adminPage.getByText('Users permissions updated successfully.')).toBeVisible();
  await openPermissions(adminPage, target.id);
  await expect(adminPage.getByRole('checkbox', { name: 'Read TRANSLATIONS.TRANSLATIONS' })).toBeChecked();
  await expect(adminPage.getByRole('checkbox', { name: 'Read CONFIGURATION.ICONS' })).toBeChecked();

  // The same permission, the admin's tick not saved yet: heard live, then refused at save.
  await openPermissions(developerPage, target.id);
  await adminPage.getByRole('checkbox', { name: 'Write HELP.HELP' }).check();
  await developerPage.getByRole('checkbox', { name: 'Read HELP.HELP' }).check();
  await savePermissions(developerPage);
  await expect(developerPage.getByText('Users permissions updated successfully.')).toBeVisible();
  await expect(adminPage.getByRole('status').filter({ hasText: 'while you were editing' })).toContainText(
    'Changed by developer@example.com',
  );
  await savePermissions(adminPage);
  const notice = adminPage.getByRole('alert').filter({ hasText: 'while you were editing' });
  await expect(notice).toContainText('Changed by developer@example.com');
  await expect(notice).toContainText('HELP.HELP: theirs “READ”, yours “WRITE”');
  await expect(adminPage.getByRole('checkbox', { name: 'Write HELP.HELP' })).toBeChecked();
  await notice.getByRole('button', { name: 'Take theirs' }).click();
  await expect(adminPage.getByRole('checkbox', { name: 'Write HELP.HELP' })).not.toBeChecked();
  await expect(adminPage.getByRole('checkbox', { name: 'Read HELP.HELP' })).toBeChecked();
});

async function openWebsiteEdit(page: Page, name: string) {
  await page.goto(`/home/websites?search=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update website' });
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  return dialog;
}

test('a website: different fields are merged, the same field is a conflict', async ({ browser }) => {
  const adminPage = await staff(browser, admin);
  const suffix = Date.now().toString(36);
  const name = `Shared ${suffix}`;
  await gql(adminPage.request, 'mutation($input: CreateWebsiteInput!) { createWebsite(input: $input) { website { id } } }', {
    input: { name, url: `https://shared-${suffix}.example.com`, betshopId: '1' },
  });
  const developerPage = await staff(browser, developer);

  // Their url, my name: both stay.
  const mine = await openWebsiteEdit(adminPage, name);
  const theirs = await openWebsiteEdit(developerPage, name);
  const theirUrl = `https://theirs-${suffix}.example.com`;
  await theirs.getByLabel('Url').fill(theirUrl);
  await theirs.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(developerPage.getByText('Website Updated!')).toBeVisible();
  // Nothing typed yet: the admin's open modal follows the developer's save.
  await expect(mine.getByLabel('Url')).toHaveValue(theirUrl);
  const myName = `Mine ${suffix}`;
  await mine.getByLabel('Name').fill(myName);
  await mine.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(adminPage.getByText('Website Updated!')).toBeVisible();
  await adminPage.goto(`/home/websites?search=${encodeURIComponent(myName)}`);
  await expect(adminPage.getByRole('cell', { name: theirUrl, exact: true })).toBeVisible();

  // Both rename it (the admin types first, so their modal keeps it): the second is asked.
  const again = await openWebsiteEdit(adminPage, myName);
  const theirsAgain = await openWebsiteEdit(developerPage, myName);
  await again.getByLabel('Name').fill(`Mine again ${suffix}`);
  await theirsAgain.getByLabel('Name').fill(`Theirs ${suffix}`);
  await theirsAgain.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(developerPage.getByText('Website Updated!')).toBeVisible();
  await again.getByRole('button', { name: 'Update', exact: true }).click();
  const notice = again.getByRole('alert').filter({ hasText: 'while you were editing' });
  await expect(notice).toContainText(`Name: theirs “Theirs ${suffix}”, yours “Mine again ${suffix}”`);
  await expect(notice).not.toContainText('Url');
});

const RENAME = 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { userErrors { message } } }';

test("a colleague's change shows live: the open list updates its row, an edit with unsaved changes says so", async ({ browser }) => {
  const adminPage = await staff(browser, admin);
  const target = await createUser(adminPage, { email: uniqueEmail('live'), password: 'Secret123!', role: 'MANAGER' });
  const developerPage = await staff(browser, developer);

  // The admin reads the users list; the developer renames a user on it: the row changes, no reload.
  const label = target.email.split('@')[0]!;
  await openLive(adminPage, `/home/all-users?search=${encodeURIComponent(label)}`);
  await expect(adminPage.getByRole('cell', { name: target.email, exact: true })).toBeVisible();
  // Still found by the list's search.
  const renamed = `${label}-renamed@example.com`;
  await gql(developerPage.request, RENAME, { input: { id: target.id, email: renamed, role: 'MANAGER' } });
  await expect(adminPage.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

  // An edit with unsaved changes hears the next one before saving; what was typed stays.
  const mine = await openEdit(adminPage, renamed);
  const typed = uniqueEmail('typed');
  await mine.getByLabel('Email').fill(typed);
  await gql(developerPage.request, RENAME, { input: { id: target.id, email: uniqueEmail('again'), role: 'MANAGER' } });
  await expect(mine.getByRole('status').filter({ hasText: 'while you were editing' })).toContainText(
    /Changed by developer@example\.com at \d\d:\d\d while you were editing/,
  );
  await expect(mine.getByLabel('Email')).toHaveValue(typed);
});

test('an edit screen says who else has it open, and stops when they leave', async ({ browser }) => {
  const adminPage = await staff(browser, admin);
  const target = await createUser(adminPage, { email: uniqueEmail('present'), password: 'Secret123!', role: 'MANAGER' });
  const developerPage = await staff(browser, developer);

  const mine = await openEdit(adminPage, target.email);
  await expect(mine.getByText('is also editing')).toHaveCount(0);
  const theirs = await openEdit(developerPage, target.email);
  await expect(mine.getByText('developer@example.com is also editing')).toBeVisible();
  await expect(theirs.getByText('admin@example.com is also editing')).toBeVisible();

  await theirs.getByRole('button', { name: 'Close dialog' }).click();
  await expect(mine.getByText('developer@example.com is also editing')).toHaveCount(0);
});
