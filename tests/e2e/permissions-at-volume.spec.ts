import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { admin, uniqueEmail } from '../support/accounts';
import { eachAtMost, growWebsites, operatorApi, restHeaders } from '../support/emulator';
import { createUser, gql, signIn } from '../support/session';

// Never lose what the screen does not show (issue 40), end to end: with more websites than a
// page holds, saving one tick keeps the levels on websites far down the list, and a website past
// the 100th can be found and granted. (The filter's options are radios Mantine hides behind
// their labels: a person clicks the label's text.)

const PERMISSIONS = `mutation($input: UserPermissionChangesInput!) { updateUserPermissions(input: $input) { userErrors { message } } }`;

let made: { id: number | string; name: string }[] = [];

// The other specs share the emulator: the grown websites share betshops with the demo's (the
// trending screen names a betshop's websites), so they go again.
test.afterAll(async () => {
  const api = await operatorApi(admin);
  await eachAtMost(made, 10, (website) => api('DELETE', `/websites/${website.id}`));
});

async function openPermissions(page: Page, userId: string, email: string) {
  await page.goto(`/home/all-users/${userId}`);
  await expect(page.getByRole('heading', { name: email })).toBeVisible();
}

test('one tick on website 1 keeps the levels past the 100th website, and the search grants one there', async ({ page }) => {
  // A story of two saves and three loads after growing the emulator by over a hundred websites.
  test.slow();
  // More websites than the screen could ever show on one page, made through the REST API.
  const prefix = `Far ${Date.now().toString(36)}`;
  made = await growWebsites(await restHeaders(admin), { total: 130, fresh: 3, prefix });
  const [far, farHelp, toGrant] = made.slice(-3).map((w) => ({ id: String(w.id), name: w.name }));

  await signIn(page, admin);
  const email = uniqueEmail('far-manager');
  const manager = await createUser(page, { email, password: 'Secret123!', role: 'MANAGER' });
  const granted = await gql(page.request, PERMISSIONS, {
    input: {
      userId: manager.id,
      websitePermissions: [{ websiteId: far!.id, level: 'WRITE' }],
      helpPermissions: [{ websiteId: farHelp!.id, level: 'READ' }],
    },
  });
  expect(granted.updateUserPermissions.userErrors).toEqual([]);

  // Website 1 is on the first page: tick it, and save.
  await openPermissions(page, manager.id, email);
  await page.getByRole('checkbox', { name: 'Read website Star Bet' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Users permissions updated successfully.')).toBeVisible();

  // After a reload the far levels are still there, listed with the one just given.
  await page.reload();
  await page.getByText('With access (3)', { exact: true }).click();
  await expect(page.getByText('3 websites with a level')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Write website ${far!.name}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Read help ${farHelp!.name}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Read website Star Bet' })).toBeChecked();

  // A website past the 100th, found through the search and granted.
  await page.getByText('All websites', { exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search websites' }).fill(toGrant!.name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('checkbox', { name: `Write website ${toGrant!.name}` }).check();
  await expect(page.getByRole('checkbox', { name: `Read website ${toGrant!.name}` })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Users permissions updated successfully.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search websites' })).toHaveValue(toGrant!.name);
  await expect(page.getByRole('checkbox', { name: `Write website ${toGrant!.name}` })).toBeChecked();
  await page.getByText('With access (4)', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: `Write website ${far!.name}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Read help ${farHelp!.name}` })).toBeChecked();
});
