import { expect, test } from '../support/test';
import { admin, manager } from '../support/accounts';
import { gql, signIn } from '../support/session';

// Issue 43: a change put back from Activity. A website renamed by mistake gets its old name back
// (both entries listed, linked); a deleted language comes back with its name, code and phrases.

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
