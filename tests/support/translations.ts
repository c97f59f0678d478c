import type { Page } from '@playwright/test';

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
