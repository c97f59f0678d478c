import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { admin, manager } from '../support/accounts';
import { signIn } from '../support/session';
import { newGeneralWords, startTranslation } from '../support/translations';

test('a translation with an exception shows in the language list', async ({ page }) => {
  const key = `e2e_${Date.now().toString(36)}`;
  await signIn(page, admin);
  await page.goto('/home/translation/all-translations');
  await expect(page.getByRole('heading', { name: 'All translations' })).toBeVisible();

  await page.getByRole('button', { name: 'Add translation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create translation' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Key is required')).toBeVisible();

  await dialog.getByLabel('Key').fill(key);
  await dialog.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'General', exact: true }).click();
  await dialog.getByLabel('Phrase English').fill('Hello there');

  const addException = dialog.getByRole('button', { name: 'Add Exception' });
  await expect(addException).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Website' }).click();
  const website = page.getByRole('listbox').getByRole('option').first();
  const url = (await website.textContent())!.trim();
  await website.click();
  await dialog.getByRole('combobox', { name: 'Exception language' }).click();
  await page.getByRole('option', { name: 'en', exact: true }).click();
  await expect(addException).toBeDisabled();
  await dialog.getByLabel('Exception phrase', { exact: true }).fill('Hello from the site');
  await addException.click();
  await expect(dialog.getByRole('textbox', { name: `Exception phrase for ${url} en` })).toHaveValue('Hello from the site');

  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Translation Created!')).toBeVisible();

  await page.getByLabel('Search translations').fill(key);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: `general.${key}`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Languages of general.${key}` }).click();
  const languages = page.getByRole('dialog', { name: `Language list for key: general.${key}` });
  await expect(languages.getByRole('row', { name: /English/ })).toContainText('Hello there');
  await expect(languages.getByRole('row', { name: /English/ })).toContainText(`${url} - Hello from the site`);
  // Spec 000 §2: every language is listed, with an empty cell where there is no translation.
  await expect(languages.getByRole('row', { name: /French/ })).toBeVisible();
  await expect(languages.getByRole('row', { name: /Serbian/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(languages).toBeHidden();

  await page.getByRole('button', { name: `Delete general.${key}` }).click();
  await page.getByRole('dialog', { name: 'Delete translation' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible();
  await expect(page.getByText('NO RESULTS')).toBeVisible();
});

test('export a language, edit the CSV, import it with a preview and see the change', async ({ page }, testInfo) => {
  const key = `csv_${Date.now().toString(36)}`;
  await signIn(page, admin);
  const dialog = await startTranslation(page, key, 'Before import');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Translation Created!')).toBeVisible();

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export CSV' });
  await exportDialog.getByRole('combobox', { name: 'Language' }).click();
  // The whole picker shows above the small modal, not cut off by it.
  for (const code of ['en', 'de', 'fr', 'sr'])
    await expect(page.getByRole('option', { name: code, exact: true })).toBeInViewport({ ratio: 1 });
  await page.getByRole('option', { name: 'en', exact: true }).click();
  await expect(exportDialog.getByRole('button', { name: 'Export' })).toBeInViewport({ ratio: 1 });
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('language-en-translations.csv');
  const lines = (await readFile(await download.path(), 'utf8')).split(/\r?\n/);
  expect(lines[0]).toBe('section,key,phrase');
  const row = lines.find((line) => line.startsWith(`general,${key},`));
  expect(row).toBe(`general,${key},Before import`);

  const edited = testInfo.outputPath('edited.csv');
  await writeFile(edited, `${lines[0]}\n${row!.replace('Before import', 'After import')}\ngeneral,${key}_missing,Nobody\n`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import CSV' });
  await importDialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'en', exact: true }).click();
  const choosing = page.waitForEvent('filechooser');
  await importDialog.getByRole('button', { name: 'CSV file' }).click();
  await (await choosing).setFiles(edited);
  await importDialog.getByRole('button', { name: 'Preview' }).click();
  await expect(importDialog.getByRole('heading', { name: 'Rows to change (1)' })).toBeVisible();
  await expect(importDialog.getByRole('table', { name: 'Rows to change' })).toContainText('Before import → After import');
  await expect(importDialog.getByRole('heading', { name: 'Unknown keys (1)' })).toBeVisible();
  // Beside the button: exactly what will and will not be written.
  await expect(importDialog.getByRole('status')).toHaveText(
    'Will write: 1 phrase changed. Will not write: 1 unknown key (imports never create words).',
  );
  await importDialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByText('Translations imported!')).toBeVisible();

  await page.getByLabel('Search translations').fill(key);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Languages of general.${key}` }).click();
  const languages = page.getByRole('dialog', { name: `Language list for key: general.${key}` });
  await expect(languages.getByRole('row', { name: /English/ })).toContainText('After import');
});

test('a manager with read-only translations sees no write controls', async ({ page }) => {
  await signIn(page, manager);
  await page.goto('/home/translation/all-translations');
  await expect(page.getByRole('heading', { name: 'All translations' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Translations' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add translation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

  await page.goto('/home/translation/language');
  await expect(page.getByRole('table', { name: 'Languages' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add language' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);

  await page.goto('/home/translation/section');
  await expect(page.getByRole('table', { name: 'Sections' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add section' })).toHaveCount(0);
});

test('bulk delete: two translation keys chosen, one confirmation, then a summary', async ({ page }) => {
  await signIn(page, admin);
  const prefix = `bulk_${Date.now().toString(36)}`;
  await newGeneralWords(page, prefix, ['a', 'b']);
  await page.goto(`/home/translation/all-translations?search=${prefix}`);
  await expect(page.getByRole('cell', { name: `general.${prefix}_a`, exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: `Select general.${prefix}_a` }).check();
  await page.getByRole('checkbox', { name: `Select general.${prefix}_b` }).check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete translations' });
  await expect(dialog).toContainText('Are you sure you want to delete 2 translations?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 translations deleted')).toBeVisible();
  await expect(page.getByText('NO RESULTS')).toBeVisible();
});
