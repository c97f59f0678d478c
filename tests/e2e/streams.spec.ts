import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin, uniqueEmail } from '../support/accounts';
import { patchUserRaw } from '../support/emulator';
import { createUser, signIn } from '../support/session';

// The Configurations screen's Img Arena tab (spec 001 §2.6) against the emulator's stream service.

const pairs = (page: Page) => page.getByRole('table', { name: 'Img Arena pairs' });
/** The stream configuration's website switcher: a searchable select (an operator has hundreds). */
async function chooseWebsite(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: 'Website' });
  await picker.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(picker).toHaveValue(name);
}
const rowOf = (page: Page, streamId: string) =>
  pairs(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: streamId, exact: true }) });

test('pair a stream with another candidate, reload, see Manual, then unpair it', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/configurations');
  await expect(page.getByRole('tab', { name: 'Img Arena', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'imgarena pairs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('group', { name: 'Sports' }).getByRole('button', { name: 'Football' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(pairs(page).getByRole('row').nth(1)).toContainText('Manual');

  // An automatically paired stream: its Match Index is a percentage.
  const automatic = pairs(page)
    .getByRole('row')
    .filter({ hasText: /\d+\.\d\d%/ })
    .first();
  const streamId = (await automatic.getByRole('cell').nth(1).innerText()).trim();
  const title = (await automatic.getByRole('cell').nth(0).innerText()).trim();
  await automatic.getByRole('button', { name: `Edit pairing of ${title}` }).click();
  const modal = page.getByRole('dialog', { name: `Update event pair for ${title}` });
  await expect(modal.getByRole('button', { name: 'Update' })).toBeDisabled();
  await modal.getByRole('radio', { checked: false }).first().check();
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Img Arena stream pairing successfully updated')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(rowOf(page, streamId)).toContainText('Manual');

  await page.reload();
  await expect(rowOf(page, streamId)).toContainText('Manual');
  await rowOf(page, streamId)
    .getByRole('button', { name: `Edit pairing of ${title}` })
    .click();
  await modal.getByRole('button', { name: 'Edit pairing' }).click();
  await expect(modal.getByText('The stream will be unpaired.')).toBeVisible();
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Img Arena stream pairing successfully updated')).toBeVisible();
  await expect(rowOf(page, streamId).getByRole('cell').nth(5)).toHaveText('-');
});

test('search and sport live in the URL; Infront shows streams on air', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/configurations?tab=img-arena');
  await page.getByRole('group', { name: 'Sports' }).getByRole('button', { name: 'Tennis', exact: true }).click();
  await expect(page).toHaveURL(/sport=56/);
  await page.getByLabel('Search events').fill('no such stream');
  await page.getByLabel('Search events').press('Enter');
  await expect(page.getByText('No events found')).toBeVisible();
  await expect(page.getByText('There are no events matching current criteria')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Search events')).toHaveValue('no such stream');

  await page.getByRole('tab', { name: 'infront pairs' }).click();
  await expect(page).toHaveURL(/view=infront/);
  await expect(page).not.toHaveURL(/sport=|search=/);
  await expect(page.getByRole('group', { name: 'Sports' }).getByRole('button', { name: 'Football' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('group', { name: 'Sports' }).getByRole('button', { name: 'Biathlon' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Infront pairs' }).getByRole('img', { name: 'On air' }).first()).toBeVisible();
});

test('save the stream configuration and find it after a reload', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/configurations?tab=img-arena&view=configuration');
  await chooseWebsite(page, 'Golden Goal');
  const regions = page.getByRole('combobox', { name: 'Img Arena excluded region ids' });
  // A region id is a number: a word is refused as it is typed, not after Save.
  await regions.fill('abc');
  await regions.press('Enter');
  await expect(page.getByText('Region ids are numbers: "abc" is not one.')).toBeVisible();
  await regions.fill('5005');
  await regions.press('Enter');
  await expect(page.getByText('Region ids are numbers: "abc" is not one.')).toHaveCount(0);
  const similarity = page.getByLabel('Img Arena names similarity percentage');
  await similarity.fill('101');
  await expect(page.getByText('Value must be a number between 0 and 100')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await similarity.fill('70');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Img Arena configurations updated successfully !')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Img Arena names similarity percentage')).toHaveValue('70');
  await chooseWebsite(page, 'Golden Goal');
  await expect(page.getByText('5005', { exact: true })).toBeVisible();
});

test('a manager with read sees the pairs and the configuration, and changes nothing', async ({ page }) => {
  await signIn(page, admin);
  const email = uniqueEmail('stream-reader');
  const user = await createUser(page, { email, password: 'Reader123!', role: 'MANAGER' });
  await patchUserRaw(user.id, {
    onlinePermissions: JSON.stringify({
      permissions: { 'CONFIGURATION.IMG_ARENA': 'read' },
      onlineWebsitePermissions: {},
      onlineHelpPermissions: {},
    }),
  });
  await page.context().clearCookies();
  await signIn(page, { email, password: 'Reader123!' });
  await page.goto('/home/configurations');
  await expect(page.getByRole('tablist', { name: 'Configurations' }).getByRole('tab')).toHaveText(['Img Arena']);
  const first = pairs(page).getByRole('row').nth(1);
  await first.getByRole('button', { name: /^Edit pairing of / }).click();
  const modal = page.getByRole('dialog', { name: /^Update event pair for / });
  await expect(modal.getByRole('radio').first()).toBeDisabled();
  await expect(modal.getByRole('button', { name: 'Update' })).toBeDisabled();
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('tab', { name: 'configuration' }).click();
  await expect(page.getByLabel('Img Arena names similarity percentage')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});
