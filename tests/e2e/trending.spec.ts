import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin } from '../support/accounts';
import { clearFaults, injectFault } from '../support/emulator';
import { signIn } from '../support/session';

// Trending configuration (spec 001 §2.12) against the emulator's trending service.

const shows = (page: Page, website: string, template: string) => page.getByRole('checkbox', { name: `${website} shows ${template}` });

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Configuration saved successfully')).toBeVisible();
}

test('pick a sport, search, tick a template, assign it to a website, save, reload and see it', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Trending Configuration' }).click();
  await expect(page.getByRole('combobox', { name: 'Sport' })).toHaveValue('Basketball (55)');
  await expect(shows(page, 'Star Bet', 'Match Winner')).toBeChecked();

  await page.getByRole('combobox', { name: 'Sport' }).click();
  await page.getByRole('combobox', { name: 'Sport' }).fill('Tenn');
  await page.getByRole('option', { name: 'Tennis (56)', exact: true }).click();
  await expect(page).toHaveURL(/sport=56/);
  await expect(page.getByText('Select game templates first')).toBeVisible();

  const search = page.getByLabel('Search game templates');
  await search.fill('o');
  await expect(page.getByRole('group', { name: 'Search results' })).toHaveCount(0);
  await search.fill('odd');
  await page.getByRole('group', { name: 'Search results' }).getByRole('checkbox', { name: 'Odd/Even (5612)' }).check();
  await expect(page.getByRole('group', { name: 'Selected templates' }).getByRole('checkbox', { name: 'Odd/Even (5612)' })).toBeChecked();
  await shows(page, 'Lucky Play', 'Odd/Even').check();
  await save(page);

  await page.reload();
  await expect(shows(page, 'Lucky Play', 'Odd/Even')).toBeChecked();
  await expect(shows(page, 'Star Bet', 'Odd/Even')).not.toBeChecked();

  // Unticking the template takes it off every website; saved, Tennis is as it was.
  // The ticked entry leaves the list as it is unticked.
  // Lucky Play shows it, so the user is told before it goes.
  await page.getByRole('group', { name: 'Selected templates' }).getByRole('checkbox', { name: 'Odd/Even (5612)' }).click();
  const untick = page.getByRole('dialog', { name: 'Untick template' });
  await expect(untick.getByText('Odd/Even is shown by Lucky Play. Unticking it removes it from that website too.')).toBeVisible();
  await untick.getByRole('button', { name: 'Untick' }).click();
  await expect(page.getByText('Select game templates first')).toBeVisible();
  await save(page);
  await page.reload();
  await expect(page.getByText('Select game templates first')).toBeVisible();
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/trending-configuration');
  await shows(page, 'Lucky Play', 'Match Winner').check();
  await page.getByRole('link', { name: 'Websites' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(shows(page, 'Lucky Play', 'Match Winner')).toBeChecked();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(shows(page, 'Lucky Play', 'Match Winner')).not.toBeChecked();
});

test('the trending service down: a readable error on this screen, and Try again once it is back', async ({ page }) => {
  await signIn(page, admin);
  await injectFault({ kind: '500', path: '/configuration/trending' });
  try {
    await page.goto('/home/trending-configuration');
    await expect(page.getByText('The service is unavailable right now. Please try again in a moment.')).toBeVisible();
  } finally {
    await clearFaults();
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(shows(page, 'Star Bet', 'Match Winner')).toBeChecked();
});
