import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin, manager } from '../support/accounts';
import { signIn } from '../support/session';

// Website 5 (Balkan Bet, English and Serbian). General → Site holds a string, a text area,
// a boolean radio and a JSON setting; maintenance mode is on for this website in the seed.

const field = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function save(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Configuration saved successfully')).toBeVisible();
}

test('admin edits a string, a text area, a radio and a JSON setting, saves and sees them after reload', async ({ page }) => {
  const title = `Balkan Bet ${Date.now().toString(36)}`;
  await signIn(page, admin);
  await page.goto('/home/websites/5');
  await page.getByRole('tab', { name: 'General' }).click();
  await expect(page).toHaveURL(/tab=section-1/);
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  await field(page, 'Site title').getByRole('textbox').fill(title);
  await field(page, 'Site description').getByRole('textbox').fill('Odds on every match.\nSecond line.');
  await field(page, 'Maintenance mode').getByRole('radio', { name: 'No' }).check();
  const analytics = field(page, 'Analytics configuration').getByRole('textbox');
  await analytics.fill('{"trackingId": ');
  await expect(field(page, 'Analytics configuration').getByText('Invalid Json')).toBeVisible();
  await expect(submit).toBeDisabled();
  await analytics.fill('{"trackingId": "G-BALKAN", "anonymizeIp": true}');
  await expect(field(page, 'Analytics configuration').getByText('Invalid Json')).toHaveCount(0);
  await save(page);
  await expect(submit).toBeDisabled();

  await page.reload();
  await expect(field(page, 'Site title').getByRole('textbox')).toHaveValue(title);
  await expect(field(page, 'Site description').getByRole('textbox')).toHaveValue('Odds on every match.\nSecond line.');
  await expect(field(page, 'Maintenance mode').getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(field(page, 'Analytics configuration').getByRole('textbox')).toHaveValue(/"G-BALKAN"/);
});

test('changing subsection with unsaved changes asks to save: No drops them, Yes saves them', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/websites/4?tab=section-2');
  const minimumAge = () => field(page, 'Minimum age').getByRole('textbox');
  await expect(minimumAge()).toHaveValue('21');

  await minimumAge().fill('25');
  await page.getByRole('tab', { name: 'Compliance' }).click();
  const ask = page.getByRole('dialog', { name: 'Do you want to save changes?' });
  await expect(ask.getByText('If you choose not to save, your changes will be lost')).toBeVisible();
  await ask.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('tab', { name: 'Compliance' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Sign-up' }).click();
  await expect(minimumAge()).toHaveValue('21');

  await minimumAge().fill('19');
  await page.getByRole('tab', { name: 'General' }).click();
  await ask.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Configuration saved successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/home/websites/4?tab=section-2');
  await expect(minimumAge()).toHaveValue('19');
});

test('a manager with read on configuration sees every field and Submit disabled', async ({ page }) => {
  await signIn(page, manager);
  await page.goto('/home/websites/2?tab=section-1');
  await expect(field(page, 'Site title').getByRole('textbox')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
});

test('a text area grows with its text up to 16 lines, then scrolls', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/websites/5?tab=section-1');
  const description = field(page, 'Site description').getByRole('textbox');
  const lines = (count: number) => Array.from({ length: count }, (_, n) => `Line ${n + 1}`).join('\n');
  const height = () => description.evaluate((area) => area.getBoundingClientRect().height);
  const scrolls = () => description.evaluate((area) => area.scrollHeight > area.clientHeight);

  await description.fill(lines(1));
  const threeLines = await height(); // its least: three lines
  await description.fill(lines(8));
  await expect.poll(height).toBeGreaterThan(threeLines * 2);
  expect(await scrolls()).toBe(false);

  await description.fill(lines(16));
  const sixteenLines = await height();
  expect(sixteenLines).toBeGreaterThan(threeLines * 4);
  await description.fill(lines(40));
  await expect.poll(scrolls).toBe(true);
  expect(await height()).toBe(sixteenLines);
});
