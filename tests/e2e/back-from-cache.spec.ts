import { expect, test } from '../support/test';
import { type Route } from '@playwright/test';
import { admin } from '../support/accounts';
import { signIn } from '../support/session';

// Going back to a list visited before shows it from the cache at once, before any answer from
// the network (which may refresh it in the background).

test('going back to the users list shows its rows while every GraphQL answer is held', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/all-users');
  await expect(page.getByRole('cell', { name: 'admin@example.com', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Websites' }).click();
  await expect(page.getByRole('cell', { name: 'Star Bet', exact: true })).toBeVisible();

  const held: Route[] = [];
  await page.route('**/graphql', (route) => {
    held.push(route);
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/home\/all-users$/);
  await expect(page.getByRole('cell', { name: 'admin@example.com', exact: true })).toBeVisible();
  expect(held.length).toBeGreaterThan(0);
  // Let the held answers through: the background refresh then lands.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await expect(page.getByRole('cell', { name: 'admin@example.com', exact: true })).toBeVisible();
});
