import { expect, test } from '../support/test';
import { admin } from '../support/accounts';
import { createUser, gql, signIn } from '../support/session';
import { bulkDeleteTwoWords } from '../support/translations';

// Undo in the notice (issue 43): the success notice after a delete, an edit form's save, a bulk
// delete or a user's delete carries Undo for 10 s, on exactly the Activity entries that write made.

test('Undo in the notice after deleting an icon brings it back', async ({ page }) => {
  await signIn(page, admin);
  const name = `undo-icon-${Date.now().toString(36)}`;
  await gql(page.request, 'mutation($input: IconInput!) { createIcon(input: $input) { icon { id } } }', {
    input: { name, slugs: [name] },
  });
  await page.goto('/home/configurations?tab=icons');
  await page.getByRole('searchbox', { name: 'Search icons' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('dialog', { name: 'Delete icon' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No icons found')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Restored')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});

test('Undo in the notice after deleting a language brings it back', async ({ page }) => {
  await signIn(page, admin);
  const code = `n${Date.now().toString(36).slice(-3)}`;
  const name = `Noticeese ${code}`;
  await gql(page.request, 'mutation($input: CreateLanguageInput!) { createLanguage(input: $input) { language { id } } }', {
    input: { name, code },
  });
  await page.goto('/home/translation/language');
  await page.getByLabel('Search languages').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('dialog', { name: 'Delete language' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Restored')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  const answer = await gql(page.request, 'query($search: String) { languages(search: $search) { items { id code } } }', { search: name });
  const restored = answer.languages.items.find((language: { code: string }) => language.code === code);
  // The other specs share the emulator and count its languages.
  await gql(page.request, 'mutation($id: ID!) { deleteLanguage(id: $id) { userErrors { message } } }', { id: restored.id });
});

test('Undo in the notice after saving a rename in an edit form: the old name is back and Activity lists both entries', async ({ page }) => {
  await signIn(page, admin);
  const code = `r${Date.now().toString(36).slice(-3)}`;
  const name = `Renamese ${code}`;
  const created = await gql(page.request, 'mutation($input: CreateLanguageInput!) { createLanguage(input: $input) { language { id } } }', {
    input: { name, code },
  });
  const id = created.createLanguage.language.id;
  await page.goto('/home/translation/language');
  await page.getByLabel('Search languages').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit language' });
  await edit.getByLabel('Name').fill(`${name} by mistake`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Language Updated!')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change reverted')).toBeVisible();

  const answer = await gql(page.request, 'query($id: ID!) { language(id: $id) { name } }', { id });
  expect(answer.language.name).toBe(name);
  const activity = await gql(page.request, 'query($filter: ActivityFilter) { activity(filter: $filter) { items { operation reverts } } }', {
    filter: { entityType: 'Language', entityId: id, operation: 'updateLanguage' },
  });
  expect(activity.activity.items).toEqual([
    { operation: 'updateLanguage', reverts: expect.any(String) },
    { operation: 'updateLanguage', reverts: null },
  ]);
  // The other specs share the emulator and count its languages.
  await gql(page.request, 'mutation($id: ID!) { deleteLanguage(id: $id) { userErrors { message } } }', { id });
});

test('Undo in the notice after a bulk delete brings every row back', async ({ page }) => {
  await signIn(page, admin);
  const prefix = `undobulk_${Date.now().toString(36)}`;
  await bulkDeleteTwoWords(page, prefix);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('2 restored')).toBeVisible();
  await expect(page.getByRole('cell', { name: `general.${prefix}_a`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `general.${prefix}_b`, exact: true })).toBeVisible();
});

test('Undo in the notice after deleting a user asks for the new password, then brings the user back', async ({ page }) => {
  await signIn(page, admin);
  const email = `undo-user-${Date.now().toString(36)}@example.com`;
  await createUser(page, { email, password: 'Secret123!', role: 'MANAGER' });
  await page.goto(`/home/all-users?search=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: `Delete ${email}` }).click();
  await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  const ask = page.getByRole('dialog', { name: `Restore ${email}` });
  await ask.getByLabel('New password').fill('Restored123!');
  await ask.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
  // The other specs share the emulator and sort its users by email: the restored one goes.
  const restored = await gql(page.request, 'query($search: String) { users(search: $search) { items { id } } }', { search: email });
  await gql(page.request, 'mutation($id: ID!) { deleteUser(id: $id) { userErrors { message } } }', {
    id: (restored.users.items as { id: string }[])[0]!.id,
  });
});
