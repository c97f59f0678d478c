import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin } from '../support/accounts';
import { gql, signIn } from '../support/session';

// Issue 19: a key edited in place in the translations table, and the selected keys exported.

async function createWord(page: Page, key: string) {
  const { sections } = await gql(page.request, '{ sections(pageSize: 100) { items { id key } } }');
  const sectionId = sections.items.find((s: { key: string }) => s.key === 'general').id;
  const { saveTranslation } = await gql(
    page.request,
    'mutation($input: SaveTranslationInput!) { saveTranslation(input: $input) { word { id } userErrors { message } } }',
    { input: { key, sectionId, translations: [] } },
  );
  expect(saveTranslation.userErrors).toEqual([]);
}

test('edit a key in place: Escape cancels, a blank key is refused, Enter saves', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const key = `inline_${stamp}`;
  await signIn(page, admin);
  await createWord(page, key);
  await page.goto(`/home/translation/all-translations?search=${stamp}`);

  await page.getByRole('button', { name: `Edit key of general.${key}` }).click();
  const field = page.getByRole('textbox', { name: `Key of general.${key}` });
  await expect(field).toBeFocused();
  await field.fill('changed_but_cancelled');
  await field.press('Escape');
  await expect(field).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit key of general.${key}` })).toHaveText(key);

  await page.getByRole('button', { name: `Edit key of general.${key}` }).click();
  await field.fill('  ');
  await field.press('Enter');
  await expect(page.getByText('Key is required')).toBeVisible();
  await expect(field).toBeVisible();

  await field.fill(`renamed_${stamp}`);
  await field.press('Enter');
  await expect(page.getByRole('cell', { name: `general.renamed_${stamp}`, exact: true })).toBeVisible();
  await expect(page.getByText('Translation Updated!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `Edit key of general.renamed_${stamp}` })).toHaveText(`renamed_${stamp}`);
});

test('a key the server refuses keeps the editor open with what was typed and the reason beside it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, admin);
  await createWord(page, `taken_${stamp}`);
  await createWord(page, `other_${stamp}`);
  await page.goto(`/home/translation/all-translations?search=${stamp}`);

  await page.getByRole('button', { name: `Edit key of general.other_${stamp}` }).click();
  const field = page.getByRole('textbox', { name: `Key of general.other_${stamp}` });
  await field.fill(`taken_${stamp}`);
  await field.press('Enter');
  await expect(page.getByText('Key already exists in this section')).toBeVisible();
  await expect(field).toHaveValue(`taken_${stamp}`);
  await expect(field).toBeFocused();
  // Corrected, it saves.
  await field.fill(`free_${stamp}`);
  await field.press('Enter');
  await expect(page.getByText('Translation Updated!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit key of general.free_${stamp}` })).toHaveText(`free_${stamp}`);
});

test('export only the selected keys', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, admin);
  for (const n of [1, 2, 3]) await createWord(page, `pick${n}_${stamp}`);
  await page.goto(`/home/translation/all-translations?search=${stamp}`);
  await expect(page.getByRole('cell', { name: `general.pick3_${stamp}`, exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: `Select general.pick1_${stamp}` }).check();
  await page.getByRole('checkbox', { name: `Select general.pick3_${stamp}` }).check();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export selected (2)' }).click();
  const lines = (await readFile(await (await downloading).path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Id,Key,Section');
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[1])
      .sort(),
  ).toEqual([`general.pick1_${stamp}`, `general.pick3_${stamp}`]);
});
