import { dialogViolations, expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin, developer } from '../support/accounts';
import { gql } from '../support/session';
import { openLive, staff } from '../support/two-staff';

// Two staff, one record (issues 28 and 41), in the modals opened from a list: an SEO rule and a
// sport tooltip, whose ids are made of their parts; presence shows and goes, a clean modal follows
// the colleague's save, one with edits meets a conflict.

const stamp = () => Date.now().toString(36);

test("an SEO rule in two browsers: a clean modal takes a colleague's save quietly; one with edits says so, and its save is a conflict", async ({
  browser,
}) => {
  // Two browsers, four openings of the rich-text modal, presence and an accessibility scan: past the default budget on a shared machine.
  test.slow();
  const adminPage = await staff(browser, admin);
  const developerPage = await staff(browser, developer);
  const edit = async (page: Page) => {
    // Website 2: the SEO specs' imports count on website 1's rules as seeded.
    await openLive(page, '/home/websites/2?tab=seo&q=basketball');
    await page.getByRole('button', { name: 'Edit SEO rule Basketball' }).first().click();
    const dialog = page.getByRole('dialog', { name: /SEO Rule$/ });
    await expect(dialog.getByLabel('Meta Title')).toBeEnabled();
    return dialog;
  };
  const saveIn = (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('button', { name: /^(Create|Update)$/ }).click();
  const mine = await edit(adminPage);
  const theirs = await edit(developerPage);
  // Each sees the other in the modal, until the developer's closes.
  await expect(theirs.getByText('admin@example.com is also editing')).toBeVisible();
  await expect(mine.getByText('developer@example.com is also editing')).toBeVisible();

  // Nothing typed in the admin's modal: it opens again on the developer's texts.
  const firstTitle = `Their basketball ${stamp()}`;
  await theirs.getByLabel('Meta Title').fill(firstTitle);
  await saveIn(theirs);
  await expect(developerPage.getByText('Successfully updated SEO rule')).toBeVisible();
  await expect(mine.getByText('developer@example.com is also editing')).toHaveCount(0);
  await expect(mine.getByLabel('Meta Title')).toHaveValue(firstTitle);

  // The admin types; the developer saves again: the admin hears of it before saving.
  const myTitle = `My basketball ${stamp()}`;
  await mine.getByLabel('Meta Title').fill(myTitle);
  const again = await edit(developerPage);
  const theirTitle = `Their basketball again ${stamp()}`;
  await again.getByLabel('Meta Title').fill(theirTitle);
  await saveIn(again);
  await expect(mine.getByRole('status').filter({ hasText: 'Changed by developer@example.com' })).toBeVisible();

  await saveIn(mine);
  const notice = mine.getByRole('alert').filter({ hasText: 'Changed by developer@example.com' });
  await expect(notice).toContainText(`Meta Title: theirs “${theirTitle}”, yours “${myTitle}”`);
  await expect(mine.getByLabel('Meta Title')).toHaveValue(myTitle);
  expect(await dialogViolations(adminPage)).toEqual([]);

  await notice.getByRole('button', { name: 'Keep mine' }).click();
  await expect(adminPage.getByText('Successfully updated SEO rule')).toBeVisible();
  await expect(adminPage.getByRole('table', { name: 'SEO rules' }).getByRole('cell', { name: myTitle })).toBeVisible();
});

const SAVE_TOOLTIP = `mutation($input: SaveSportTooltipInput!) { saveSportTooltip(input: $input) { userErrors { message } } }`;
type Dialog = ReturnType<Page['getByRole']>;

/** A tooltip of its own on Basketball, so no other spec's tooltip changes: its phrase key. */
async function createTooltip(page: Page): Promise<string> {
  const key = `tooltip_two_${stamp()}`;
  const templateId = String(7000 + Math.floor(Math.random() * 1000));
  await gql(page.request, SAVE_TOOLTIP, {
    input: {
      sportId: '55',
      originalPhraseKey: null,
      phraseKey: key,
      templateIds: [templateId],
      selections: [{ position: '1' }],
      translations: [{ selectionPosition: null, phrases: [{ languageId: '1', phrase: 'As created' }] }],
    },
  });
  return key;
}

const deleteTooltip = (page: Page, key: string) =>
  gql(page.request, 'mutation($p: String!) { deleteSportTooltip(sportId: "55", phraseKey: $p) { userErrors { message } } }', { p: key });

/** The tooltip's modal, opened from the Configurations tab and loaded. */
async function editTooltip(page: Page, key: string): Promise<Dialog> {
  await openLive(page, '/home/configurations?tab=tooltips&sport=55');
  await page.getByRole('button', { name: `Edit ${key}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit tooltip ${key}` });
  await expect(dialog.getByLabel(`Phrase key ${key} in English`)).toBeEnabled();
  return dialog;
}

test("a sport tooltip in two browsers: a clean modal reopens on a colleague's save; one with edits meets a conflict named by text", async ({
  browser,
}) => {
  // Two browsers, five openings of the modal, presence and a conflict: past the default budget on a shared machine.
  test.slow();
  const adminPage = await staff(browser, admin);
  const developerPage = await staff(browser, developer);
  const key = await createTooltip(adminPage);
  const edit = (page: Page) => editTooltip(page, key);
  const english = (dialog: Dialog) => dialog.getByLabel(`Phrase key ${key} in English`);
  const mine = await edit(adminPage);
  const theirs = await edit(developerPage);
  // Each sees the other in the modal, until the developer's closes.
  await expect(theirs.getByText('admin@example.com is also editing')).toBeVisible();
  await expect(mine.getByText('developer@example.com is also editing')).toBeVisible();

  // Nothing typed in the admin's modal: it opens again on the developer's text.
  await english(theirs).fill('Their text');
  await theirs.getByRole('button', { name: 'Update' }).click();
  await expect(developerPage.getByText('Successfully updated Tooltip')).toBeVisible();
  await expect(mine.getByText('developer@example.com is also editing')).toHaveCount(0);
  await expect(english(mine)).toHaveValue('Their text');

  // The admin types; the developer saves again; the admin's save is refused, naming the text.
  await english(mine).fill('My text');
  const again = await edit(developerPage);
  await english(again).fill('Their text again');
  await again.getByRole('button', { name: 'Update' }).click();
  await expect(developerPage.getByText('Successfully updated Tooltip')).toBeVisible();
  await mine.getByRole('button', { name: 'Update' }).click();
  const notice = mine.getByRole('alert').filter({ hasText: 'Changed by developer@example.com' });
  await expect(notice).toContainText(`Phrase key ${key} in English: theirs “Their text again”, yours “My text”`);
  await expect(english(mine)).toHaveValue('My text');

  await notice.getByRole('button', { name: 'Keep mine' }).click();
  await expect(adminPage.getByText('Successfully updated Tooltip')).toBeVisible();
  await mine.waitFor({ state: 'hidden' });
  await expect(english(await edit(developerPage))).toHaveValue('My text');
  await deleteTooltip(adminPage, key);
});

test("a sport tooltip in two browsers, per translation: a stale save of one text merges with the colleague's save of another", async ({
  browser,
}) => {
  const adminPage = await staff(browser, admin);
  const developerPage = await staff(browser, developer);
  const key = await createTooltip(adminPage);
  const text = (dialog: Dialog, language: string) => dialog.getByLabel(`Phrase key ${key} in ${language}`);
  const mine = await editTooltip(adminPage, key);
  await text(mine, 'German').fill('Mein Text');

  const theirs = await editTooltip(developerPage, key);
  await text(theirs, 'English').fill('Their text');
  await theirs.getByRole('button', { name: 'Update' }).click();
  await expect(developerPage.getByText('Successfully updated Tooltip')).toBeVisible();

  // The admin's modal still shows the English it opened with; its save sends only the German.
  await expect(text(mine, 'English')).toHaveValue('As created');
  await mine.getByRole('button', { name: 'Update' }).click();
  await expect(adminPage.getByText('Successfully updated Tooltip')).toBeVisible();
  await mine.waitFor({ state: 'hidden' });

  const after = await editTooltip(developerPage, key);
  await expect(text(after, 'English')).toHaveValue('Their text');
  await expect(text(after, 'German')).toHaveValue('Mein Text');
  await deleteTooltip(adminPage, key);
});
