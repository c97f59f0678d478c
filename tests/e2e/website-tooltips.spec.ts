import { expect, test } from '../support/test';
import { admin } from '../support/accounts';
import { clearFaults, injectFault } from '../support/emulator';
import { signIn } from '../support/session';

// Website 3 (Golden Goal): the seed enables Football tooltips on websites 1 and 2 only.

test.afterEach(async () => {
  await clearFaults();
});

test('admin enables a sport tooltip on a website; a failing toggle reverts and says why', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/websites/3?tab=tooltips');
  const table = page.getByRole('table', { name: 'Tooltips' });
  await expect(table.getByRole('columnheader', { name: 'Sport Id' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Football', exact: true })).toBeVisible();

  const football = page.getByRole('switch', { name: 'Tooltips enabled for Football' });
  await expect(football).not.toBeChecked();
  await football.click({ force: true });
  await expect(football).toBeChecked();
  await expect(page.getByText('Tooltips enabled for Football')).toBeVisible();
  await expect(football).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Tooltips enabled for Football' })).toBeChecked();

  await injectFault({ kind: '500', path: '/tooltips/website', times: 1 });
  await page.getByRole('switch', { name: 'Tooltips enabled for Football' }).click({ force: true });
  await expect(page.getByText('The service is unavailable right now. Please try again in a moment.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Tooltips enabled for Football' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Tooltips enabled for Football' })).toBeChecked();

  const search = page.getByRole('search');
  await search.getByLabel('Search tooltips').fill('zzz');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No tooltips found')).toBeVisible();
  await expect(page).toHaveURL(/search=zzz/);
});
