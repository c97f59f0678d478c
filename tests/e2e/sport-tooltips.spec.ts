import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin, uniqueEmail } from '../support/accounts';
import { patchUserRaw } from '../support/emulator';
import { createUser, signIn } from '../support/session';

// The Configurations screen's Tooltips tab (spec 001 §2.4 configuration-area view) end to end:
// what is created here shows on a website's Tooltips tab and in All translations.

async function deleteSport(page: Page, name: string) {
  await page.goto('/home/configurations?tab=tooltips');
  await page.getByRole('button', { name: `Delete ${name} tooltips` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name} tooltips` });
  await expect(confirm.getByText('It will be deleted on all websites.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted sport tooltips')).toBeVisible();
}

test('create a sport, add a tooltip with translations, enable it on a website, find its translations', async ({ page }) => {
  // A story of five screens and as many dialogs: past the default budget beside the compute lane (66 s in CI).
  test.slow();
  const key = `tooltip_e2e_${Date.now().toString(36)}`;
  await signIn(page, admin);
  await page.goto('/home/configurations?tab=tooltips');
  await page.getByRole('combobox', { name: 'Create sport' }).click();
  await page.getByRole('option', { name: 'Darts (67)' }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Successfully created sport')).toBeVisible();
  await expect(page.getByText('No tooltips exist for sport')).toBeVisible();

  await page.getByRole('button', { name: 'Add tooltip' }).click();
  const modal = page.getByRole('dialog', { name: 'Add tooltip for Darts' });
  await expect(modal.getByLabel('Selection 3 position')).toHaveValue('3');
  await expect(modal.getByRole('button', { name: 'Create' })).toBeDisabled();
  await modal.getByRole('textbox', { name: 'Phrase key', exact: true }).fill(key);
  await modal.getByLabel('Template id 1').fill('31');
  await modal.getByRole('button', { name: 'Delete selection 3' }).click();
  await modal.getByLabel('Selection 2 position').fill('1');
  await expect(modal.getByText('Duplicated 1 selection id')).toBeVisible();
  await modal.getByLabel('Selection 2 position').fill('2');
  await modal.getByLabel(`Phrase key ${key} in English`).fill('A 180 in the leg');
  await modal.getByLabel('Selection 1 in English').fill('Yes');
  await modal.getByLabel('Selection 2 in English').fill('No');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Successfully created Tooltip')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('table', { name: 'Darts tooltips' }).getByRole('cell', { name: key, exact: true })).toBeVisible();

  // Editing it again shows the saved translations.
  await page.getByRole('button', { name: `Edit ${key}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit tooltip ${key}` });
  await expect(edit.getByLabel('Selection 2 in English')).toHaveValue('No');
  await edit.getByLabel('Selection 2 in English').fill('Not this time');
  await edit.getByRole('button', { name: 'Close' }).last().click();
  const lost = page.getByRole('dialog', { name: 'Unsaved translations' });
  await expect(lost.getByText('Your changes to translations will be lost, are you sure you want to continue?')).toBeVisible();
  await lost.getByRole('button', { name: 'Accept' }).click();
  await expect(edit).toBeHidden();

  // On a website's Tooltips tab, Darts can be enabled.
  await page.goto('/home/websites/3?tab=tooltips');
  const darts = page.getByRole('switch', { name: 'Tooltips enabled for Darts' });
  await darts.click({ force: true });
  await expect(darts).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Tooltips enabled for Darts' })).toBeChecked();

  // Its translations are in All translations, under the tooltips section.
  await page.goto('/home/translation/all-translations');
  await page.getByLabel('Search translations').fill(key);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: `tooltips.${key}`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `tooltips.67_${key}_2`, exact: true })).toBeVisible();

  await deleteSport(page, 'Darts');
});

test('import a tooltips CSV', async ({ page }) => {
  const key = `tooltip_csv_${Date.now().toString(36)}`;
  await signIn(page, admin);
  await page.goto('/home/configurations?tab=tooltips');
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import tooltips CSV' }).click();
  await (
    await choosing
  ).setFiles({
    name: 'tooltips.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`sport_id,phrase_key,template_ids,selection_positions\n68,${key},51;52,1;2\n`),
  });
  await expect(page.getByText('Tooltips imported!')).toBeVisible();
  await page.getByRole('button', { name: 'Tooltips of Badminton' }).click();
  const table = page.getByRole('table', { name: 'Badminton tooltips' });
  await expect(table.getByRole('row', { name: new RegExp(key) })).toContainText('51, 52');
  await deleteSport(page, 'Badminton');
});

test('a manager with read sees the tooltips and changes nothing', async ({ page }) => {
  await signIn(page, admin);
  const email = uniqueEmail('tooltips-reader');
  const user = await createUser(page, { email, password: 'Reader123!', role: 'MANAGER' });
  await patchUserRaw(user.id, {
    onlinePermissions: JSON.stringify({
      permissions: { 'CONFIGURATION.TOOLTIPS': 'read' },
      onlineWebsitePermissions: {},
      onlineHelpPermissions: {},
    }),
  });
  await page.context().clearCookies();
  await signIn(page, { email, password: 'Reader123!' });
  await page.goto('/home/configurations');
  await expect(page.getByRole('tablist', { name: 'Configurations' }).getByRole('tab')).toHaveText(['Tooltips']);
  await expect(page.getByRole('button', { name: 'Import tooltips CSV' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Delete .* tooltips$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Tooltips of Football' }).click();
  await expect(page.getByRole('button', { name: 'Add tooltip' })).toBeDisabled();
  await page.getByRole('button', { name: 'Edit tooltip_1x2' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit tooltip tooltip_1x2' });
  await expect(modal.getByRole('textbox', { name: 'Phrase key', exact: true })).toBeDisabled();
  await expect(modal.getByRole('button', { name: 'Update' })).toBeDisabled();
});
