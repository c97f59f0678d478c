import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin, developer, uniqueEmail } from '../support/accounts';
import { patchUserRaw } from '../support/emulator';
import { createUser, signIn } from '../support/session';

// The Configurations screen (spec 001 §2.3–2.8) against the seeded emulator.

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('a developer sees every tab and saves the general configuration', async ({ page }) => {
  await signIn(page, developer);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Configurations' }).click();
  await expect(page.getByRole('heading', { name: 'Configurations' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Configurations' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'general',
    'Img Arena',
    'Custom Pages',
    'Casino Categories',
    'Tooltips',
    'Help Links',
    'Big Jackpot',
    'Icons',
  ]);
  await expect(tab(page, 'Img Arena')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'general').click();

  const key = page.getByLabel('TinyMCE API Key');
  await expect(key).toHaveValue(/.+/);
  await key.fill(`key-${Date.now().toString(36)}`);
  const value = await key.inputValue();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('General Configuration updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('TinyMCE API Key')).toHaveValue(value);

  await tab(page, 'Casino Categories').click();
  await expect(page).toHaveURL(/tab=casino-categories/);
  const categories = page.getByRole('table', { name: 'Casino Categories' });
  await expect(categories.getByRole('row').nth(1)).toContainText('Slots');
  await categories.getByRole('button', { name: 'Games' }).click();
  await expect(page).toHaveURL(/sort=games/);
  await expect(categories.getByRole('row').nth(1)).not.toContainText('Slots');

  // Every website's categories, filtered to one website and searched by name, a page at a time.
  await expect(categories.getByRole('row')).toHaveCount(11);
  await page.getByRole('combobox', { name: 'Website' }).click();
  await page.getByRole('option', { name: 'Website 2', exact: true }).click();
  await expect(page).toHaveURL(/website=2/);
  for (const row of await categories.getByRole('row').all()) {
    if ((await row.getByRole('cell').count()) > 0) await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  }
  await page.getByRole('searchbox', { name: 'Search casino categories' }).fill('slots');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(categories.getByRole('row')).toHaveCount(2);
  await expect(categories.getByRole('row').nth(1)).toContainText('Slots');
});

test('jackpot: the form refuses bad values, saves, survives a reload and finishes the jackpot', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/configurations?tab=big-jackpot');
  const start = page.getByLabel('Start Value');
  await expect(start).toHaveValue('10000');
  await start.fill('0');
  await expect(page.getByText('Start value cannot be zero.')).toBeVisible();
  await start.fill('300000');
  await expect(page.getByText('Start value cannot be bigger or equal than maximum value.')).toBeVisible();
  await page.getByLabel('Time Range in days').fill('07');
  await expect(page.getByText('Time range is not valid.')).toBeVisible();
  // The rules run in the form, before Save: Save stays disabled while a message shows.
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await start.fill('-5');
  await expect(page.getByText('Start value must be a positive number.')).toBeVisible();
  await start.fill('12000');
  await page.getByLabel('Time Range in days').fill('21');
  await expect(save).toBeEnabled();
  await page.getByRole('button', { name: 'Add new currency' }).click();
  await page.getByLabel('Currency Name').last().fill('EUR');
  await page.getByLabel('From').last().fill('500');
  await page.getByLabel('To').last().fill('100');
  await expect(page.getByText('From cannot be above To.')).toBeVisible();
  await expect(page.getByText('This currency is already listed.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Delete currency EUR' }).last().click();
  await expect(page.getByText('This currency is already listed.')).toHaveCount(0);

  // Another tab with unsaved edits asks first; Close keeps what was typed.
  await tab(page, 'Icons').click();
  const unsaved = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(unsaved.getByText('Your changes will be lost, are you sure you want to continue?')).toBeVisible();
  await unsaved.getByRole('button', { name: 'Close' }).click();
  await expect(tab(page, 'Big Jackpot')).toHaveAttribute('aria-selected', 'true');
  await expect(start).toHaveValue('12000');

  await start.fill('12000');
  await page.getByLabel('Time Range in days').fill('21');
  await page.getByRole('button', { name: 'Add new currency' }).click();
  await page.getByLabel('Currency Name').last().fill('CHF');
  await page.getByLabel('From').last().fill('9000');
  await page.getByLabel('To').last().fill('200000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Jackpot configuration updated!')).toBeVisible();

  // 'History' opens Activity on the jackpot: the save with the value it replaced.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/entityType=BigJackpot/);
  const saved = page
    .getByRole('table', { name: 'Activity' })
    .getByRole('row', { name: /saveBigJackpot/ })
    .first();
  await saved.getByRole('button', { name: /^Details of saveBigJackpot/ }).click();
  await expect(page.getByRole('dialog', { name: 'Change details' }).getByRole('row', { name: 'startValue 10000 12000' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/home/configurations?tab=big-jackpot');

  await page.reload();
  await expect(page.getByLabel('Start Value')).toHaveValue('12000');
  await expect(page.getByLabel('Time Range in days')).toHaveValue('21');
  await expect(page.getByLabel('Currency Name').last()).toHaveValue('CHF');

  await page.getByRole('button', { name: 'Finish jackpot' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finish jackpot' });
  await expect(confirm.getByText('You are about to finish current jackpot, are you sure you want to continue?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Finish jackpot' }).click();
  await expect(page.getByText('Jackpot finished successfully status: FINISHED')).toBeVisible();
});

test('icons: add one with two slugs, refuse a duplicate name, delete it', async ({ page }) => {
  const name = `padel${Date.now().toString(36)}`;
  await signIn(page, admin);
  await page.goto('/home/configurations?tab=icons');
  await expect(page.getByRole('table', { name: 'Icons' }).getByRole('row')).toHaveCount(11);

  await page.getByRole('button', { name: 'Add new icon' }).click();
  const modal = page.getByRole('dialog', { name: 'Create icon' });
  const create = modal.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await modal.getByLabel('Icon name').fill(name.toUpperCase());
  await modal.getByRole('textbox', { name: 'Slug 1', exact: true }).fill(`${name}-a`);
  await modal.getByRole('button', { name: 'Add slug' }).click();
  await expect(modal.getByRole('button', { name: 'Add slug' })).toBeDisabled();
  await expect(create).toBeDisabled();
  await modal.getByRole('textbox', { name: 'Slug 2', exact: true }).fill(`${name}-B`);
  await create.click();
  await expect(page.getByText('Succesfully created Icon')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search icons' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${name}-a, ${name}-b`);

  // The seeded 'jackpot' icon sits on another page: the gateway still refuses the name.
  await page.getByRole('button', { name: 'Add new icon' }).click();
  await page.getByRole('dialog', { name: 'Create icon' }).getByLabel('Icon name').fill('Jackpot');
  await page.getByRole('dialog', { name: 'Create icon' }).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Icon name jackpot already exists.')).toBeVisible();
  // The focus stays in the dialog, on the field the refusal names, and Escape still asks.
  await expect(page.getByRole('dialog', { name: 'Create icon' }).getByLabel('Icon name')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('dialog', { name: 'Create icon' })).toBeHidden();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete icon' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted icon')).toBeVisible();
  await expect(page.getByText('No icons found')).toBeVisible();
});

test('a manager with read sees disabled fields and no write actions; no developer-only tab or route', async ({ page }) => {
  await signIn(page, admin);
  const email = uniqueEmail('config-reader');
  const user = await createUser(page, { email, password: 'Reader123!', role: 'MANAGER' });
  const permissions = { 'CONFIGURATION.GENERAL': 'read', 'CONFIGURATION.BIG_JACKPOT': 'read', 'CONFIGURATION.ICONS': 'read' };
  await patchUserRaw(user.id, {
    onlinePermissions: JSON.stringify({ permissions, onlineWebsitePermissions: {}, onlineHelpPermissions: {} }),
  });
  await page.context().clearCookies();
  await signIn(page, { email, password: 'Reader123!' });

  await page.goto('/home/configurations?tab=help-links');
  await expect(page.getByRole('tablist', { name: 'Configurations' }).getByRole('tab')).toHaveText(['general', 'Big Jackpot', 'Icons']);
  await expect(tab(page, 'general')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('TinyMCE API Key')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await tab(page, 'Big Jackpot').click();
  await expect(page.getByLabel('Start Value')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Finish jackpot' })).toHaveCount(0);

  await tab(page, 'Icons').click();
  await expect(page.getByRole('table', { name: 'Icons' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add new icon' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});

test('an admin who is not a developer sees no developer-only tab', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/configurations?tab=custom-pages');
  await expect(page.getByRole('tablist', { name: 'Configurations' }).getByRole('tab')).toHaveText([
    'general',
    'Img Arena',
    'Tooltips',
    'Big Jackpot',
    'Icons',
  ]);
  await expect(tab(page, 'Img Arena')).toHaveAttribute('aria-selected', 'true');
  // The address says what is shown, and the admin reads why Custom Pages is not.
  await expect(page.getByText('Custom Pages is for developers only. Img Arena is shown instead.')).toBeVisible();
  await expect(page).toHaveURL(/tab=img-arena/);
});

test('a custom page created here is offered by the website edit screen', async ({ page }) => {
  const name = `bonus-${Date.now().toString(36)}`;
  await signIn(page, developer);
  await page.goto('/home/configurations?tab=custom-pages');
  await page.getByRole('button', { name: 'Add New Page' }).click();
  const modal = page.getByRole('dialog', { name: 'Create page' });
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal.getByText('The name is required')).toBeVisible();
  await modal.getByLabel('Name').fill(name);
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Custom Page Created!')).toBeVisible();
  // Searched by name (the list is paged): the new page is there.
  await page.getByRole('searchbox', { name: 'Search custom pages' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${name}`));
  await expect(page.getByRole('table', { name: 'Custom Pages' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Custom Pages' }).getByRole('cell', { name, exact: true })).toBeVisible();

  await tab(page, 'Help Links').click();
  await page.getByRole('button', { name: 'Add help link' }).click();
  const link = page.getByRole('dialog', { name: 'Add help link' });
  await link.getByLabel('Name').fill(`faq-${name}`);
  await link.getByLabel('Label').fill(`FAQ ${name}`);
  await link.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Help link created')).toBeVisible();
  await page.getByRole('button', { name: `Delete FAQ ${name}` }).click();
  await expect(
    page.getByRole('dialog', { name: 'Delete help link' }).getByText(`Are you sure you want to delete FAQ ${name}?`),
  ).toBeVisible();
  await page.getByRole('dialog', { name: 'Delete help link' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible();

  // Website 2's page HTML/CSS editor offers the new page to add.
  await page.goto('/home/websites/2');
  await page.getByRole('tab', { name: 'Pages', exact: true }).click();
  await page.getByRole('tab', { name: 'Custom pages', exact: true }).click();
  const editor = page.getByRole('group', { name: 'Page HTML, CSS and application CSS', exact: true });
  await editor.getByRole('combobox', { name: 'Custom page to add' }).click();
  await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Deleted again, it is no longer offered (and leaves the seeded pages as the other specs expect).
  await page.goto('/home/configurations?tab=custom-pages');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete page' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Custom Pages' }).getByRole('cell', { name, exact: true })).toHaveCount(0);
});
