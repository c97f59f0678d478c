import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { admin, developer } from '../support/accounts';
import { gql } from '../support/session';
import { openLive, staff } from '../support/two-staff';

// Two staff, one word (issue 41): the translation modal saves only the phrases the user changed,
// so a colleague's change of another language's phrase is merged, not refused nor written back;
// a change of the same phrase is refused for that phrase, naming who, and nothing is overwritten.

type Language = { id: string; code: string; name: string };
const stamp = () => Date.now().toString(36);

async function newWord(page: Page) {
  const key = `shared_word_${stamp()}`;
  const { sections } = await gql<{ sections: { items: { id: string; key: string }[] } }>(
    page.request,
    '{ sections(pageSize: 100) { items { id key } } }',
  );
  const { languages } = await gql<{ languages: { items: Language[] } }>(
    page.request,
    '{ languages(page: 1, pageSize: 100) { items { id code name } } }',
  );
  const [english, german] = ['en', 'de'].map((code) => languages.items.find((l) => l.code === code)!);
  await gql(page.request, 'mutation($i: SaveTranslationInput!) { saveTranslation(input: $i) { word { id } } }', {
    i: {
      key,
      sectionId: sections.items.find((s) => s.key === 'general')!.id,
      translations: [
        { languageId: english!.id, phrase: 'Hello' },
        { languageId: german!.id, phrase: 'Hallo' },
      ],
    },
  });
  return { key, english: english!, german: german! };
}

async function openWord(page: Page, key: string) {
  await openLive(page, `/home/translation/all-translations?search=${key}`);
  await page.getByRole('button', { name: `Edit general.${key}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update translation' });
  await expect(dialog.getByLabel('Key')).toHaveValue(key);
  return dialog;
}

test('a word in two browsers: another phrase merges, the same phrase is a conflict for that phrase', async ({ browser }) => {
  // Two browsers, two live modals, a merge and a conflict: 29.5 s in CI, past 60 s in a clean-clone run.
  test.slow();
  const adminPage = await staff(browser, admin);
  const developerPage = await staff(browser, developer);
  const { key, english, german } = await newWord(adminPage);
  const phrase = (dialog: Awaited<ReturnType<typeof openWord>>, language: Language) =>
    dialog.getByRole('textbox', { name: `Phrase ${language.name}`, exact: true });

  // Disjoint: the developer types German while the admin saves English.
  const theirs = await openWord(adminPage, key);
  const mine = await openWord(developerPage, key);
  await expect(mine.getByText('admin@example.com is also editing')).toBeVisible();
  await phrase(mine, german).fill('Servus');
  await phrase(theirs, english).fill('Hello from the admin');
  await theirs.getByRole('button', { name: 'Update' }).click();
  await expect(adminPage.getByText('Translation Updated!')).toBeVisible();
  await mine.getByRole('button', { name: 'Update' }).click();
  await expect(developerPage.getByText('Translation Updated!')).toBeVisible();

  const again = await openWord(developerPage, key);
  await expect(phrase(again, english)).toHaveValue('Hello from the admin');
  await expect(phrase(again, german)).toHaveValue('Servus');

  // The same phrase: the developer has English typed when the admin saves theirs.
  const adminAgain = await openWord(adminPage, key);
  await phrase(again, english).fill('Hello from the developer');
  await phrase(adminAgain, english).fill('Hello again from the admin');
  await adminAgain.getByRole('button', { name: 'Update' }).click();
  await expect(adminPage.getByText('Translation Updated!')).toBeVisible();
  await again.getByRole('button', { name: 'Update' }).click();
  const notice = again.getByRole('alert').filter({ hasText: 'while you were editing' });
  await expect(notice).toContainText(/Changed by admin@example\.com at \d\d:\d\d while you were editing/);
  await expect(notice).toContainText(`Phrase ${english.name}: theirs “Hello again from the admin”, yours “Hello from the developer”`);
  await expect(notice).not.toContainText(`Phrase ${german.name}`);
  await notice.getByRole('button', { name: 'Take theirs' }).click();
  await expect(phrase(again, english)).toHaveValue('Hello again from the admin');
  await expect(notice).toHaveCount(0);
});
