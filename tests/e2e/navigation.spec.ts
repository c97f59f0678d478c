import { expect, test } from '../support/test';
import { admin, manager } from '../support/accounts';
import { revokeTokens } from '../support/emulator';
import { signIn } from '../support/session';

test('an admin sees Users and Websites and every website', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Websites' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Websites');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(6); // header + 5 websites
});

test('a manager sees only the websites granted to them and no Users item', async ({ page }) => {
  await signIn(page, manager);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home\/websites$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Websites' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3); // header + websites 1 and 2
});

test('a session revoked upstream sends the user to login, and signing in again returns to their page', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/all-users?q=example');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await revokeTokens(admin.email);
  await page.getByRole('button', { name: 'Email' }).click(); // any new query
  await expect(page).toHaveURL(/\/login\?next=/);
  // This browser is activated already: email and password lead straight back.
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home\/all-users\?q=example/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
});

test('Ctrl+K jumps to a screen', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/websites');
  await expect(page.getByRole('heading', { name: 'Websites' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('textbox', { name: /Search screens, users, websites/ });
  await expect(palette).toBeFocused();
  await palette.fill('Users');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\/all-users/);
});

test('the command palette downloads on its first opening, and opens again with Ctrl+K and its button', async ({ page }) => {
  const paletteCode: string[] = [];
  page.on('request', (request) => {
    if (/\/command-palette-[\w-]+\.js$/.test(request.url())) paletteCode.push(request.url());
  });
  await signIn(page, admin);
  await page.goto('/home/all-users');
  await expect(page.getByRole('cell', { name: 'admin@example.com', exact: true })).toBeVisible();
  expect(paletteCode).toEqual([]);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('textbox', { name: /Search screens, users, websites/ });
  await expect(palette).toBeFocused();
  expect(paletteCode).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(palette).toBeFocused();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Open command palette/ }).click();
  await expect(palette).toBeFocused();
  expect(paletteCode).toHaveLength(1);
});

test("Ctrl+K finds 'Star Bet' by typing 'star', opens it, and lists it first next time", async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/all-users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('textbox', { name: /Search screens, users, websites/ });
  await palette.fill('star');
  await page.getByRole('button', { name: /Star Bet/ }).click();
  await expect(page).toHaveURL(/\/home\/websites\/1/);
  await expect(page.getByRole('heading', { name: 'Star Bet' })).toBeVisible();

  await page.getByRole('button', { name: /Open command palette/ }).click();
  // The box is empty: Star Bet can only be there as a recent item.
  await expect(page.getByRole('textbox', { name: /Search screens, users, websites/ })).toHaveValue('');
  await expect(page.getByRole('button', { name: /Star Bet/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // A help page, found by a word of its title.
  await page.getByRole('button', { name: /Open command palette/ }).click();
  await palette.fill('withdrawals');
  await page.getByRole('button', { name: /Withdrawal times/ }).click();
  // It opens the page itself, in its editor, with a URL of its own: a reload keeps it open.
  await expect(page).toHaveURL(/\/home\/on-line-help\?tab=pages&domain=1&pageId=\d+/);
  await expect(page.getByRole('region', { name: 'Edit page Withdrawal times' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Edit page Withdrawal times' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row', { name: /Withdrawal times/ })).toBeVisible();
  await expect(page).not.toHaveURL(/pageId=/);

  // An icon, found by one of its slugs.
  await page.getByRole('button', { name: /Open command palette/ }).click();
  await palette.fill('soccer');
  await expect(page.getByRole('button', { name: /football.*soccer/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // An SEO rule opens its website's SEO tab, searching for it.
  await page.getByRole('button', { name: /Open command palette/ }).click();
  await palette.fill('premier');
  await page.getByRole('button', { name: /Premier League.*Star Bet · league/ }).click();
  await expect(page).toHaveURL(/\/home\/websites\/1\?tab=seo&lang=en&q=Premier\+League/);
  await expect(page.getByRole('row', { name: /Premier League/ }).first()).toBeVisible();
});
