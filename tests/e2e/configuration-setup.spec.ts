import { expect, test } from '../support/test';
import { admin, developer } from '../support/accounts';
import { signIn } from '../support/session';

// Configuration setup (spec 001 §2.9): developers define sections and settings that the website
// edit screen then shows with their type's editor.

test('a setting defined in configuration setup is edited and saved on the website edit screen', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const sectionName = `Promo ${suffix}`;
  await signIn(page, developer);
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Main' }).getByText('Configurations Setup').click();
  await page.getByRole('link', { name: 'Sections' }).click();
  await expect(page.getByRole('heading', { name: 'Sections' })).toBeVisible();

  await page.getByRole('button', { name: 'Add section' }).click();
  const sectionModal = page.getByRole('dialog', { name: 'Add section' });
  await sectionModal.getByRole('button', { name: 'Save' }).click();
  await expect(sectionModal.getByText('The name is required')).toBeVisible();
  await sectionModal.getByLabel('Name').fill(sectionName);
  await sectionModal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Custom Page Created!')).toBeVisible();

  await page.getByRole('link', { name: 'Configuration settings' }).click();
  await page.getByRole('button', { name: 'Add setting' }).click();
  const modal = page.getByRole('dialog', { name: 'Add setting' });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Key is required')).toBeVisible();
  await expect(modal.getByText('Label is required')).toBeVisible();
  await modal.getByLabel('Key').fill(`promo.banner.${suffix}`);
  await modal.getByRole('combobox', { name: 'Section', exact: true }).click();
  await page.getByRole('option', { name: sectionName }).click();
  await modal.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'radio', exact: true }).click();
  await modal.getByLabel('Label').fill('Promo banner shown');
  await modal.getByLabel('Values', { exact: true }).fill('["yes"]');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText(/Values must be a JSON object of value → label/)).toBeVisible();
  await modal.getByLabel('Values', { exact: true }).fill('{"yes": "Shown", "no": "Hidden"}');
  await modal.getByLabel('Default value').fill('no');
  await modal.getByRole('button', { name: 'Values example' }).click();
  await expect(modal.getByText('page-html-css')).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Online Configuration created!')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search settings' }).fill(`banner.${suffix}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Configuration settings' }).getByRole('row')).toHaveCount(2);

  await page.goto('/home/websites/3');
  await page.getByRole('tab', { name: sectionName }).click();
  const field = page.getByRole('group', { name: 'Promo banner shown', exact: true });
  await expect(field.getByRole('radio', { name: 'Hidden' })).toBeChecked();
  await field.getByRole('radio', { name: 'Shown' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Configuration saved successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Promo banner shown', exact: true }).getByRole('radio', { name: 'Shown' })).toBeChecked();

  // Deleting the setting, then its section, takes the tab away again.
  await page.goto(`/home/configurations-settings/settings?search=banner.${suffix}`);
  await page.getByRole('button', { name: `Delete promo.banner.${suffix}` }).click();
  await page.getByRole('dialog', { name: 'Delete setting' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible();
  await page.goto('/home/configurations-settings/sections');
  await page.getByRole('button', { name: `Delete ${sectionName}` }).click();
  await page.getByRole('dialog', { name: 'Delete section' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('table', { name: 'Sections' }).getByRole('cell', { name: sectionName })).toHaveCount(0);
  await page.goto('/home/websites/3');
  await expect(page.getByRole('tab', { name: 'General', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: sectionName })).toHaveCount(0);
});

test('an admin who is not a developer is sent home from configuration setup and does not see it', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/configurations-settings/settings');
  await expect(page).not.toHaveURL(/configurations-settings/);
  await expect(page.getByText(/permission to open Configuration settings/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Configurations Setup')).toHaveCount(0);
});
