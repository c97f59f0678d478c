import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin, manager } from '../support/accounts';
import { signIn } from '../support/session';

// Terminal payments (spec 001 §2.11) against the emulator's seeded ~5,000 payments.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const report = (page: Page) => page.getByRole('table', { name: 'Terminal payments' });
const figure = async (page: Page, label: string) =>
  Number(
    (
      await page
        .getByRole('region', { name: 'Figures of the filtered payments' })
        .getByText(label, { exact: true })
        .locator('xpath=following-sibling::*[1]')
        .innerText()
    ).replace(/,/g, ''),
  );

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('filter by dates, status and currency, see the tags, page, export, remove a tag and clear all', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Terminal Payments' }).click();
  await expect(page.getByRole('heading', { name: 'Terminal Payments' })).toBeVisible();
  await expect(report(page).getByRole('row')).toHaveCount(11);

  // From: the first day of the month the picker opens on (the default From's month).
  await page.getByRole('button', { name: 'From' }).click();
  const first = page.locator('button[aria-label^="1 "]').filter({ visible: true }).first();
  const label = (await first.getAttribute('aria-label'))!;
  const [, month, year] = label.split(' ');
  const firstDay = `${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-01`;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`from=${firstDay}`));

  await page.getByRole('button', { name: 'More filters' }).click();
  await pick(page, 'Status', 'FAILED');
  await pick(page, 'Currency', 'EUR');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=FAILED/);
  await expect(page).toHaveURL(/currency=EUR/);
  const tags = page.getByRole('group', { name: 'Active filters' });
  await expect(tags.getByText('Status: FAILED')).toBeVisible();
  await expect(tags.getByText('Currency: EUR')).toBeVisible();
  await expect(report(page).getByRole('row').nth(1)).toContainText('FAILED');
  for (const row of await report(page).getByRole('row').all()) {
    if ((await row.getByRole('cell').count()) > 1) await expect(row).toContainText(/FAILED.*EUR$/);
  }
  await expect(page.getByText('Successful total per currency')).toBeVisible();
  // Failed payments moved no money, and are not counted under the successful totals.
  await expect(page.getByText('0.00 EUR (0 successful payments)')).toBeVisible();
  const failed = await figure(page, 'Failed');
  expect(await figure(page, 'Payments')).toBe(failed);

  // The second page keeps the filters, and so does a reload.
  const firstRow = await report(page).getByRole('row').nth(1).innerText();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(report(page).getByRole('row').nth(1)).not.toHaveText(firstRow);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Active filters' }).getByText('Currency: EUR')).toBeVisible();
  await expect(report(page).getByRole('row').nth(1)).toContainText('FAILED');

  // The export holds every filtered payment, not only the page.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^terminal-payments-${firstDay}-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^Old System ID,New System ID,Time \(.+\),Sender,Sender Full Name,Terminal ID,Receiver,Status,Amount,Currency$/);
  expect(lines).toHaveLength(failed + 1);
  expect(lines.slice(1).every((line) => /,FAILED,\d+\.\d\d,EUR$/.test(line))).toBe(true);

  // Removing one tag drops that filter alone and starts from page 1.
  await page.getByRole('button', { name: 'Remove Currency: EUR' }).click();
  await expect(page).not.toHaveURL(/currency=/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('group', { name: 'Active filters' }).getByText('Status: FAILED')).toBeVisible();
  await expect.poll(() => figure(page, 'Payments')).toBeGreaterThan(failed);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('group', { name: 'Active filters' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/status=|from=/);
});

test('sort the report by amount and show more rows per page, kept in the URL', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/terminal-payments');
  await expect(report(page).getByRole('row')).toHaveCount(11);
  await report(page).getByRole('button', { name: 'Amount' }).click();
  await expect(page).toHaveURL(/sort=amount&dir=asc/);
  const amountOf = async (n: number) =>
    Number((await report(page).getByRole('row').nth(n).getByRole('cell').last().innerText()).replace(/[^\d.]/g, ''));
  await expect.poll(async () => (await amountOf(1)) <= (await amountOf(10))).toBe(true);
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
  await expect(report(page).getByRole('row')).toHaveCount(26);
  await page.reload();
  await expect(report(page).getByRole('row')).toHaveCount(26);
  await expect(page).toHaveURL(/size=25/);
});

test('the amounts refuse signs and exponents, and an id with no payment says so', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/terminal-payments');
  await page.getByRole('button', { name: 'More filters' }).click();
  const min = page.getByLabel('Minimal amount');
  await min.pressSequentially('-1e2+0');
  await expect(min).toHaveValue('120');
  await page.getByLabel('Terminal ID').fill('T-999');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No payments found')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Active filters' }).getByText('Minimal amount: 120')).toBeVisible();
});

test('a manager without the permission sees neither the item nor the screen', async ({ page }) => {
  await signIn(page, manager);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Websites' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terminal Payments' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Trending Configuration' })).toHaveCount(0);
  await page.goto('/home/terminal-payments');
  await expect(page.getByText('You do not have permission to open Terminal Payments.')).toBeVisible();
});

// The figures load on their own; until they arrive their places are kept at their usual size,
// so the table a person is already reading does not jump down (it moved ~250 px before).
test('the payments table stays where it is when the figures arrive after it', async ({ page }) => {
  await signIn(page, admin);
  await page.setViewportSize({ width: 1350, height: 940 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'PaymentSummary') await held;
    await route.continue();
  });
  await page.goto('/home/terminal-payments');
  const firstRow = report(page).getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the figures' })).toBeVisible();
  const before = (await report(page).boundingBox())!.y;
  release();
  await expect(
    page.getByRole('region', { name: 'Figures of the filtered payments' }).getByText('Successful', { exact: true }).first(),
  ).toBeVisible();
  const after = (await report(page).boundingBox())!.y;
  expect(Math.abs(after - before)).toBeLessThan(8);
});

// The chart under the figures: a bar per day of the range, adding up to the figures, and a
// day's own figures while the pointer is on its bar.
test('the daily chart has a bar per day, adds up to the figures and shows a day’s payments on hover', async ({ page }) => {
  await signIn(page, admin);
  // The last two weeks, ending today in the browser's time zone (as the report's days are).
  const to = await page.evaluate(() => new Date().toLocaleDateString('sv'));
  const from = new Date(new Date(`${to}T00:00:00Z`).getTime() - 13 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/home/terminal-payments?from=${from}&to=${to}`);
  const chart = page.getByRole('img', { name: /^Payments per day/ });
  await expect(chart).toBeVisible();
  const successful = await figure(page, 'Successful');
  const failed = await figure(page, 'Failed');
  await expect(chart).toHaveAccessibleName(
    `Payments per day, ${from.slice(8, 10)}.${from.slice(5, 7)}. to ${to.slice(8, 10)}.${to.slice(5, 7)}.: ${successful} successful, ${failed} failed`,
  );
  const bars = chart.locator('[data-day]');
  await expect(bars).toHaveCount(14);

  await bars.nth(3).hover();
  const shown = chart.getByText(/^Successful: \d+$/);
  await expect(shown).toBeVisible();
  await expect(chart.getByText(/^Failed: \d+$/)).toBeVisible();
  await page.getByRole('heading', { name: 'Terminal Payments' }).hover();
  await expect(shown).toBeHidden();
});
