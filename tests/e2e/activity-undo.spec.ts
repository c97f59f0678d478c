import { writeFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { admin, developer, manager } from '../support/accounts';
import { gql, signIn } from '../support/session';
import { bulkDeleteTwoWords } from '../support/translations';
import { staff } from '../support/two-staff';

// Issue 43: a change put back from Activity. A website renamed by mistake gets its old name back
// (both entries listed, linked); a deleted language comes back with its name, code and phrases; a
// CSV import that overwrote a phrase is reverted and the phrase is back; a bulk delete's rows come
// back together from any of its entries. A field a colleague changed since is refused, naming them.

test('rename a website, revert it from Activity: the old name is back and both entries are listed', async ({ page }) => {
  await signIn(page, admin);
  const name = `Undo ${Date.now().toString(36)}`;
  const created = await gql(
    page.request,
    'mutation($input: CreateWebsiteInput!) { createWebsite(input: $input) { website { id url betshopId } } }',
    { input: { name, url: `https://${name.replace(' ', '-').toLowerCase()}.example.com`, betshopId: '1' } },
  );
  const website = created.createWebsite.website;
  await gql(page.request, 'mutation($input: UpdateWebsiteInput!) { updateWebsite(input: $input) { userErrors { message } } }', {
    input: { id: website.id, name: `${name} by mistake`, url: website.url, betshopId: website.betshopId },
  });

  await page.goto(`/home/activity?entityType=Website&entityId=${website.id}`);
  const table = page.getByRole('table', { name: 'Activity' });
  await table.getByRole('button', { name: /^Details of updateWebsite/ }).click();
  const details = page.getByRole('dialog', { name: 'Change details' });
  await details.getByRole('button', { name: 'Revert' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revert this change' });
  await expect(confirm.getByRole('row', { name: `name ${name}` })).toBeVisible();
  await confirm.getByRole('button', { name: 'Revert' }).click();
  await expect(page.getByText('Change reverted')).toBeVisible();

  await expect(table.getByRole('row').filter({ hasText: 'updateWebsite' })).toHaveCount(2);
  const answer = await gql(page.request, 'query($id: ID!) { website(id: $id) { name } }', { id: website.id });
  expect(answer.website.name).toBe(name);
  await table
    .getByRole('button', { name: /^Details of updateWebsite/ })
    .first()
    .click();
  await expect(details.getByText(/^change #\d+$/)).toBeVisible();
  await expect(details.getByRole('row', { name: `name ${name} by mistake ${name}` })).toBeVisible();
  // The other specs share the emulator and count its websites.
  await gql(page.request, 'mutation($id: ID!) { deleteWebsite(id: $id) { userErrors { message } } }', { id: website.id });
});

test('a revert over a field a colleague changed since is refused naming them, the other fields go back', async ({ page, browser }) => {
  await signIn(page, admin);
  const name = `Colleague ${Date.now().toString(36)}`;
  const url = `https://${name.replace(' ', '-').toLowerCase()}.example.com`;
  const created = await gql(
    page.request,
    'mutation($input: CreateWebsiteInput!) { createWebsite(input: $input) { website { id betshopId } } }',
    { input: { name, url, betshopId: '1' } },
  );
  const website = created.createWebsite.website;
  const UPDATE = 'mutation($input: UpdateWebsiteInput!) { updateWebsite(input: $input) { userErrors { message } } }';
  // The admin's mistake changes two fields; the developer renames it again afterwards.
  await gql(page.request, UPDATE, {
    input: { id: website.id, name: `${name} mistaken`, url: `${url}/mistaken`, betshopId: website.betshopId },
  });
  const colleague = await staff(browser, developer);
  await gql(colleague.request, UPDATE, {
    input: { id: website.id, name: `${name} by the developer`, url: `${url}/mistaken`, betshopId: website.betshopId },
  });

  await page.goto(`/home/activity?entityType=Website&entityId=${website.id}`);
  const table = page.getByRole('table', { name: 'Activity' });
  await table
    .getByRole('row')
    .filter({ hasText: 'updateWebsite' })
    .filter({ hasText: admin.email })
    .getByRole('button', { name: /^Details of/ })
    .click();
  await page.getByRole('dialog', { name: 'Change details' }).getByRole('button', { name: 'Revert' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revert this change' });
  await confirm.getByRole('button', { name: 'Revert' }).click();
  // The url goes back; the name, the developer's since, stays and is named.
  const refused = confirm.getByRole('alert', { name: 'Written back, except' });
  await expect(refused.getByText(/^name: changed since by developer@example\.com at \d\d\/\d\d\/\d{4} \d\d:\d\d$/)).toBeVisible();

  const answer = await gql(page.request, 'query($id: ID!) { website(id: $id) { name url } }', { id: website.id });
  expect(answer.website).toEqual({ name: `${name} by the developer`, url });
  await gql(page.request, 'mutation($id: ID!) { deleteWebsite(id: $id) { userErrors { message } } }', { id: website.id });
});

test("a website's History goes back to a version: the diff against now, then Restore this version", async ({ page }) => {
  await signIn(page, admin);
  const name = `Version ${Date.now().toString(36)}`;
  const created = await gql(
    page.request,
    'mutation($input: CreateWebsiteInput!) { createWebsite(input: $input) { website { id url betshopId } } }',
    { input: { name, url: `https://${name.replace(' ', '-').toLowerCase()}.example.com`, betshopId: '1' } },
  );
  const website = created.createWebsite.website;
  for (const suffix of ['kept', 'later']) {
    await gql(page.request, 'mutation($input: UpdateWebsiteInput!) { updateWebsite(input: $input) { userErrors { message } } }', {
      input: { id: website.id, name: `${name} ${suffix}`, url: website.url, betshopId: website.betshopId },
    });
  }

  await page.goto(`/home/websites/${website.id}`);
  await page.getByRole('link', { name: 'History' }).click();
  const table = page.getByRole('table', { name: 'Activity' });
  await table
    .getByRole('row')
    .filter({ hasText: 'updateWebsite' })
    .nth(1)
    .getByRole('button', { name: /^Details of updateWebsite/ })
    .click();
  await page.getByRole('dialog', { name: 'Change details' }).getByRole('button', { name: 'Back to this version' }).click();
  const version = page.getByRole('dialog', { name: 'This version against now' });
  await expect(version.getByRole('row', { name: `name ${name} later ${name} kept` })).toBeVisible();
  await version.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText('Version restored')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'updateWebsite' })).toHaveCount(3);
  const answer = await gql(page.request, 'query($id: ID!) { website(id: $id) { name } }', { id: website.id });
  expect(answer.website.name).toBe(`${name} kept`);
  // The other specs share the emulator and count its websites.
  await gql(page.request, 'mutation($id: ID!) { deleteWebsite(id: $id) { userErrors { message } } }', { id: website.id });
});

test("delete a language, restore it from Activity: its name, code and words' translations are back", async ({ page }) => {
  await signIn(page, admin);
  const code = `u${Date.now().toString(36).slice(-3)}`;
  const created = await gql(page.request, 'mutation($input: CreateLanguageInput!) { createLanguage(input: $input) { language { id } } }', {
    input: { name: `Undoese ${code}`, code },
  });
  const id = created.createLanguage.language.id;
  const words = await gql(page.request, '{ words(page: 1, pageSize: 2) { items { id key section { id } } } }');
  const phrases = new Map<string, string>();
  for (const word of words.words.items as { id: string; key: string; section: { id: string } }[]) {
    phrases.set(word.id, `${word.key} in Undoese`);
    await gql(page.request, 'mutation($input: SaveTranslationInput!) { saveTranslation(input: $input) { userErrors { message } } }', {
      input: {
        wordId: word.id,
        key: word.key,
        sectionId: word.section.id,
        translations: [{ languageId: id, phrase: phrases.get(word.id) }],
      },
    });
  }
  await gql(page.request, 'mutation($id: ID!) { deleteLanguage(id: $id) { userErrors { message } } }', { id });

  await page.goto(`/home/activity?entityType=Language&entityId=${id}`);
  await page
    .getByRole('table', { name: 'Activity' })
    .getByRole('button', { name: /^Details of deleteLanguage/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Change details' });
  await expect(details.getByRole('row', { name: /^phrases 2 phrases, kept for a restore/ })).toBeVisible();
  await details.getByRole('button', { name: 'Restore' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore this record' });
  await expect(confirm.getByText('Its phrases come back on the words that still exist.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Record restored')).toBeVisible();
  // The restored language has a new id: the delete still lists the restore that put it back.
  await page
    .getByRole('table', { name: 'Activity' })
    .getByRole('button', { name: /^Details of deleteLanguage/ })
    .click();
  await expect(details.getByText('Put back by')).toBeVisible();

  const answer = await gql(page.request, 'query($search: String) { languages(search: $search) { items { id name code } } }', {
    search: `Undoese ${code}`,
  });
  const restored = answer.languages.items.find((language: { code: string }) => language.code === code);
  expect(restored).toMatchObject({ name: `Undoese ${code}`, code });
  for (const [wordId, phrase] of phrases) {
    const word = await gql(page.request, 'query($id: ID!) { word(id: $id) { translations { phrase language { code } } } }', { id: wordId });
    expect(word.word.translations).toContainEqual({ phrase, language: { code } });
  }
  // The other specs share the emulator and count its languages.
  await gql(page.request, 'mutation($id: ID!) { deleteLanguage(id: $id) { userErrors { message } } }', { id: restored.id });
});

test('the manager sees no Revert on users: Activity is not theirs to read', async ({ page }) => {
  await signIn(page, manager);
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Websites' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Activity' })).toHaveCount(0);
  await page.goto('/home/activity?entityType=User&entityId=2');
  await expect(page.getByRole('table', { name: 'Activity' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Revert' })).toHaveCount(0);
});

test('import a CSV that overwrites a phrase, revert the import from Activity: the old phrase is back and both entries are listed', async ({
  page,
}, testInfo) => {
  await signIn(page, admin);
  const code = `r${Date.now().toString(36).slice(-3)}`;
  const created = await gql(page.request, 'mutation($input: CreateLanguageInput!) { createLanguage(input: $input) { language { id } } }', {
    input: { name: `Revertese ${code}`, code },
  });
  const id = created.createLanguage.language.id as string;
  const words = await gql(page.request, '{ words(page: 1, pageSize: 1) { items { id key section { id key } } } }');
  const word = words.words.items[0] as { id: string; key: string; section: { id: string; key: string } };
  await gql(page.request, 'mutation($input: SaveTranslationInput!) { saveTranslation(input: $input) { userErrors { message } } }', {
    input: { wordId: word.id, key: word.key, sectionId: word.section.id, translations: [{ languageId: id, phrase: 'The old phrase' }] },
  });
  const file = testInfo.outputPath('overwrite.csv');
  await writeFile(file, `section,key,phrase\n${word.section.key},${word.key},The phrase by mistake\n`);

  await page.goto('/home/translation/all-translations');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await dialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: code, exact: true }).click();
  const choosing = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'CSV file' }).click();
  await (await choosing).setFiles(file);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByText('Translations imported!')).toBeVisible();

  await page.goto(`/home/activity?entityType=Translations&entityId=${id}`);
  const table = page.getByRole('table', { name: 'Activity' });
  await table.getByRole('button', { name: /^Details of importTranslations/ }).click();
  const details = page.getByRole('dialog', { name: 'Change details' });
  await expect(details.getByRole('row', { name: /^rows 1 phrase as they were, kept for a revert/ })).toBeVisible();
  // An import is no record's version: only its revert is offered.
  await expect(details.getByRole('button', { name: 'Back to this version' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Revert' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revert this change' });
  // Its fields are counts: the modal shows what it wrote, not a "(none)" to write back.
  await expect(confirm.getByRole('table', { name: 'What it wrote' }).getByRole('row', { name: 'updated 1' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Revert' }).click();
  await expect(page.getByText('Change reverted')).toBeVisible();

  await expect(table.getByRole('row').filter({ hasText: 'importTranslations' })).toHaveCount(2);
  const answer = await gql(page.request, 'query($id: ID!) { word(id: $id) { translations { phrase language { code } } } }', {
    id: word.id,
  });
  expect(answer.word.translations.find((t: { language: { code: string } }) => t.language.code === code)?.phrase).toBe('The old phrase');
  // The other specs share the emulator and list its languages.
  await gql(page.request, 'mutation($id: ID!) { deleteLanguage(id: $id) { userErrors { message } } }', { id });
});

test('bulk-delete two words, restore all from Activity: both are back', async ({ page }) => {
  await signIn(page, admin);
  const prefix = `restoreall_${Date.now().toString(36)}`;
  await bulkDeleteTwoWords(page, prefix);

  await page.goto('/home/activity?operation=deleteWord');
  await page
    .getByRole('table', { name: 'Activity' })
    .getByRole('button', { name: `Details of deleteWord on Word general.${prefix}_a` })
    .click();
  await page.getByRole('dialog', { name: 'Change details' }).getByRole('button', { name: 'Restore all' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore the whole bulk delete' });
  await expect(confirm.getByText(/^The 2 rows of this bulk action will be created again/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Restore all' }).click();
  await expect(page.getByText('2 restored')).toBeVisible();

  await page.goto(`/home/translation/all-translations?search=${prefix}`);
  await expect(page.getByRole('cell', { name: `general.${prefix}_a`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `general.${prefix}_b`, exact: true })).toBeVisible();
});
