import { expect, test } from '../support/test';
import { admin, uniqueEmail } from '../support/accounts';
import { createUser, gql, signIn } from '../support/session';

// Issue 19: who changed what. A permission change and a phrase change show on the Activity
// screen, filtered by who made them, each with its before → after; 'History' on a user opens
// the list filtered to that user.

test('change a permission and a phrase, then find both on Activity with their diffs', async ({ page }) => {
  await signIn(page, admin);
  const user = await createUser(page, { email: uniqueEmail('audited'), password: 'Secret123!', role: 'MANAGER' });
  const key = `audit_${Date.now().toString(36)}`;
  const { sections, languages } = await gql(
    page.request,
    '{ sections(pageSize: 100) { items { id key } } languages(pageSize: 100) { items { id code } } }',
  );
  const general = sections.items.find((s: { key: string }) => s.key === 'general').id;
  const english = languages.items.find((l: { code: string }) => l.code === 'en').id;
  await gql(page.request, 'mutation($input: SaveTranslationInput!) { saveTranslation(input: $input) { userErrors { message } } }', {
    input: { key, sectionId: general, translations: [{ languageId: english, phrase: 'Before words' }] },
  });

  await page.goto(`/home/all-users/${user.id}`);
  await page.getByRole('checkbox', { name: 'Read HELP.HELP' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Users permissions updated successfully.')).toBeVisible();

  await page.goto(`/home/translation/all-translations?search=${key}`);
  await page.getByRole('button', { name: `Edit general.${key}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update translation' });
  await dialog.getByLabel('Phrase English').fill('After words');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Translation Updated!')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter activity' });
  await filters.getByLabel('User').fill('admin@example.com');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/user=admin%40example\.com/);

  const table = page.getByRole('table', { name: 'Activity' });
  const phraseRow = table.getByRole('row', { name: new RegExp(`saveTranslation.*general\\.${key}`) }).first();
  const permissionRow = table.getByRole('row', { name: new RegExp(`updateUserPermissions.*${user.email}`) });
  await expect(phraseRow).toBeVisible();
  await expect(permissionRow).toBeVisible();

  await phraseRow.getByRole('button', { name: /^Details of saveTranslation/ }).click();
  const details = page.getByRole('dialog', { name: 'Change details' });
  await expect(details.getByRole('row', { name: 'translations.en Before words After words' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await permissionRow.getByRole('button', { name: /^Details of updateUserPermissions/ }).click();
  await expect(details.getByRole('row', { name: 'permissions.HELP.HELP NONE READ' })).toBeVisible();
  await page.keyboard.press('Escape');

  // From the user's screen, 'History' lists that user's changes only.
  await page.goto(`/home/all-users/${user.id}`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(new RegExp(`entityType=User&entityId=${user.id}`));
  await expect(page.getByRole('search', { name: 'Filter activity' }).getByLabel('Entity id')).toHaveValue(user.id);
  const rows = page.getByRole('table', { name: 'Activity' }).getByRole('row');
  await expect(rows.filter({ hasText: 'updateUserPermissions' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'createUser' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'saveTranslation' })).toHaveCount(0);
});
