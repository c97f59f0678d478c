import { expect, test } from '../support/test';
import { admin } from '../support/accounts';
import { clearFaults, injectFault } from '../support/emulator';
import { signIn } from '../support/session';

test.beforeEach(async ({ page }) => {
  await signIn(page, admin);
});

test('pulling companies twice changes nothing the second time', async ({ page }) => {
  await page.goto('/home/companies');
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
  const pull = page.getByRole('button', { name: 'Get companies from REST' });

  await pull.click();
  await expect(page.getByText(/^Added: \d+, updated: \d+, unchanged: \d+$/)).toBeVisible();
  for (const hide of await page.getByRole('button', { name: 'Hide' }).all()) await hide.click();
  await expect(page.getByText(/^Added: /)).toHaveCount(0);

  await pull.click();
  await expect(page.getByText(/^Added: 0, updated: 0, unchanged: [1-9]\d*$/)).toBeVisible();
});

test('drills down from companies to markets to betshops with breadcrumbs', async ({ page }) => {
  await page.goto('/home/companies');
  const companies = page.getByRole('table', { name: 'Companies' });
  await expect(companies.getByRole('row').nth(1)).toBeVisible();
  const companyName = (await companies.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())!.trim();

  await companies.getByRole('link', { name: `Markets of ${companyName}` }).click();
  await expect(page.getByRole('heading', { name: 'Markets' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText(`Home/Companies/${companyName}`);

  await page.getByRole('button', { name: 'Update markets' }).click();
  await expect(page.getByText(/^Added: \d+, updated: \d+, unchanged: \d+$/)).toBeVisible();
  const markets = page.getByRole('table', { name: 'Markets' });
  await expect(markets.getByRole('row').nth(1).getByRole('link')).toBeVisible();
  const marketName = (await markets.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())!.trim();

  await markets.getByRole('link', { name: `Betshops of ${marketName}` }).click();
  await expect(page.getByRole('heading', { name: 'Betshops' })).toBeVisible();
  await expect(crumbs).toContainText(`Home/Companies/${companyName}/${marketName}`);
  await expect(page.getByRole('button', { name: 'Get betshops from rest' })).toBeVisible();
  // Like every screen, Betshops starts with its breadcrumbs; its tab comes below them.
  const crumbsBox = (await crumbs.boundingBox())!;
  const tabBox = (await page.getByRole('tab', { name: 'Betshops' }).boundingBox())!;
  expect(tabBox.y).toBeGreaterThan(crumbsBox.y + crumbsBox.height - 1);

  await crumbs.getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
});

test('an unknown company shows the not-found page, not an empty list with its id', async ({ page }) => {
  await page.goto('/home/company/9999/markets');
  await expect(page.getByRole('alert').filter({ hasText: 'Company not found' })).toContainText(
    'This company does not exist or was removed.',
  );
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).not.toContainText('9999');
  await expect(page.getByRole('button', { name: 'Update markets' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Companies' }).click();
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
});

test('a source outage says Problem with REST and the list stays as it was', async ({ page }) => {
  await page.goto('/home/companies');
  const companies = page.getByRole('table', { name: 'Companies' });
  await expect(companies.getByRole('row').nth(1)).toBeVisible();
  await injectFault({ kind: '500', path: '/api/territory-hierarchy' });
  try {
    await page.getByRole('button', { name: 'Get companies from REST' }).click();
    await expect(page.getByText('Problem with REST')).toBeVisible();
    await expect(companies.getByRole('row').nth(1)).toBeVisible();
  } finally {
    await clearFaults();
  }
});
