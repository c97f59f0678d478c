import { writeFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { admin } from '../support/accounts';
import { emulatorUrl, operatorApi } from '../support/emulator';
import { signIn } from '../support/session';

// A large CSV import (issue 40): 10,000 words of a section of their own are made through the
// operator API, 6,000 of them with a German phrase; a file of 10,000 German rows is previewed
// (the counts first, the problems before the rows, the rows a page at a time) and confirmed.

const WORDS = 10_000;
let ids: number[] = [];
let removeSection = async () => {};

test.beforeAll(async () => {
  const call = await operatorApi(admin);
  const section = (await call('POST', '/online-section/save', { title: 'Volume', key: 'volume' })) as { id: number };
  removeSection = () => call('DELETE', `/online-section/${section.id}`);
  const seeded = await fetch(`${emulatorUrl()}/_dev/seed-words`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count: WORDS, languageId: 1, sectionId: section.id }),
  });
  const { firstWordId } = (await seeded.json()) as { firstWordId: number };
  ids = Array.from({ length: WORDS }, (_, i) => firstWordId + i);
  for (let start = 4_000; start < WORDS; start += 3_000) {
    const translations = ids
      .slice(start, start + 3_000)
      .map((id) => ({ section: 'volume', key: `bench_${id}`, languageId: 2, phrase: `Alt ${id}` }));
    await call('POST', '/online-translation/bulk-save', { translations });
  }
});

// The other specs share the emulator (the translations list, its import and bulk delete): the
// section goes, with its 10,000 words.
test.afterAll(() => removeSection());

test('a CSV of 10,000 rows is previewed as counts, problems and pages of rows, then imported', async ({ page }, testInfo) => {
  const lines = ['section,key,phrase'];
  ids.forEach((id, i) => lines.push(`volume,bench_${id},${i < 4_000 ? `Neu ${id}` : i < 7_000 ? `"Geändert ${id}, bitte"` : `Alt ${id}`}`));
  lines.push('volume,missing_1,x', 'volume,missing_2,y', 'general,missing_3,z');
  const file = testInfo.outputPath('german-10000.csv');
  await writeFile(file, `${lines.join('\n')}\n`);

  await signIn(page, admin);
  await page.goto('/home/translation/all-translations');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await dialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'de', exact: true }).click();
  const choosing = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'CSV file' }).click();
  await (await choosing).setFiles(file);
  await dialog.getByRole('button', { name: 'Preview' }).click();

  // The counts first.
  await expect(dialog.getByRole('term')).toHaveText(['New phrases', 'Changed phrases', 'Unchanged rows', 'Invalid rows']);
  await expect(dialog.getByRole('definition')).toHaveText(['4,000', '3,000', '3,000', '3']);
  // The problems before the rows.
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
    'Summary',
    'Unknown keys (3)',
    'Rows to add (4,000)',
    'Rows to change (3,000)',
  ]);
  await expect(dialog.getByText('general.missing_3 (line 10004)')).toBeVisible();
  // Thousands of rows, twenty drawn at a time.
  const changes = dialog.getByRole('table', { name: 'Rows to change' });
  await expect(changes.getByRole('row')).toHaveCount(20);
  await expect(dialog.getByText('1–20 of 3,000')).toBeVisible();
  await dialog.getByRole('navigation', { name: 'Rows to change pages' }).getByRole('button', { name: 'Page 150' }).click();
  await expect(changes.getByRole('row').last()).toHaveText(`volume.bench_${ids[6_999]}Alt ${ids[6_999]} → Geändert ${ids[6_999]}, bitte`);
  await expect(dialog.getByRole('status')).toHaveText(
    'Will write: 4,000 phrases added, 3,000 phrases changed. Will not write: 3 unknown keys (imports never create words), 3,000 rows already the same.',
  );

  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByText('Translations imported!')).toBeVisible({ timeout: 60_000 });

  const key = `volume.bench_${ids[5_000]}`;
  await page.getByLabel('Search translations').fill(key);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Languages of ${key}` }).click();
  const languages = page.getByRole('dialog', { name: `Language list for key: ${key}` });
  await expect(languages.getByRole('row', { name: /German/ })).toContainText(`Geändert ${ids[5_000]}, bitte`);
});
