import { expect, test } from '../support/test';
import { admin } from '../support/accounts';
import { openLive, staff } from '../support/two-staff';

// The live channel follows the session (issue 39): signing out in one tab ends the other tabs'
// live streams at once, and those tabs go to the sign-in screen by themselves, without a click.

test('signing out in one tab takes the other tabs of the browser to the sign-in screen', async ({ browser }) => {
  const first = await staff(browser, admin);
  const second = await first.context().newPage();
  await openLive(first, '/home/translation/language');
  await openLive(second, '/home/websites');
  await expect(second.getByRole('heading', { name: 'Websites' })).toBeVisible();

  await first.getByRole('button', { name: 'Settings' }).click();
  await first.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(first).toHaveURL(/\/login$/);

  // Nobody touches the second tab: its stream ended with the session, and it signed itself out.
  await expect(second).toHaveURL(/\/login\?next=%2Fhome%2Fwebsites$/);
  await expect(second.getByLabel('Email')).toBeVisible();
  await first.context().close();
});
