import { expect, type Page } from '@playwright/test';
import { gql } from './session';

/** Opens 'Create translation' on the translations screen with a General key and its English phrase. */
export async function startTranslation(page: Page, key: string, english: string) {
  await page.goto('/home/translation/all-translations');
  await page.getByRole('button', { name: 'Add translation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create translation' });
  await dialog.getByLabel('Key').fill(key);
  await dialog.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'General', exact: true }).click();
  await dialog.getByLabel('Phrase English').fill(english);
  return dialog;
}

/** Words `<prefix>_<suffix>` without phrases in the General section, made through the API (a bulk action's rows). */
export async function newGeneralWords(page: Page, prefix: string, suffixes: readonly string[]) {
  const sections = await gql<{ sections: { items: { id: string; key: string }[] } }>(
    page.request,
    '{ sections(pageSize: 100) { items { id key } } }',
  );
  const general = sections.sections.items.find((s) => s.key === 'general')!;
  for (const suffix of suffixes) {
    await gql(page.request, 'mutation($i: SaveTranslationInput!) { saveTranslation(input: $i) { word { id } } }', {
      i: { key: `${prefix}_${suffix}`, sectionId: general.id, translations: [] },
    });
  }
}

/** Words `<prefix>_a` and `<prefix>_b`, made through the API, then deleted together with 'Delete selected (2)' on the translations screen. */
export async function bulkDeleteTwoWords(page: Page, prefix: string) {
  await newGeneralWords(page, prefix, ['a', 'b']);
  await page.goto(`/home/translation/all-translations?search=${prefix}`);
  await page.getByRole('checkbox', { name: `Select general.${prefix}_a` }).check();
  await page.getByRole('checkbox', { name: `Select general.${prefix}_b` }).check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await page.getByRole('dialog', { name: 'Delete translations' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('NO RESULTS')).toBeVisible();
}
