import { dialogViolations, expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin, developer } from '../support/accounts';
import { gql } from '../support/session';
import { openLive, staff } from '../support/two-staff';

// Two staff, one record (issue 28), on the screens beyond users and websites: a website's
// configuration (different settings are merged, the same setting is a conflict, a colleague's save
// is heard while editing and followed by an untouched form) and a language,
// the issue's own example of a save that used to vanish without a word.

const CONFIGURATION = '/home/websites/3?tab=section-1';
const field = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).getByRole('textbox');
const stamp = () => Date.now().toString(36);

async function submit(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
}

test("a website's configuration: different settings are merged, the same setting is a conflict", async ({ browser }) => {
  const adminPage = await staff(browser, admin);
  const developerPage = await staff(browser, developer);
  await openLive(adminPage, CONFIGURATION);
  await openLive(developerPage, CONFIGURATION);

  // Disjoint: the admin edits the description while the developer saves the title.
  const description = `Described by the admin ${stamp()}`;
  await field(adminPage, 'Site description').fill(description);
  const theirTitle = `Title by the developer ${stamp()}`;
  await field(developerPage, 'Site title').fill(theirTitle);
  await submit(developerPage);
  await expect(developerPage.getByText('Configuration saved successfully')).toBeVisible();
  // Heard at once by the admin, whose description is not saved yet.
  await expect(adminPage.getByRole('status').filter({ hasText: 'while you were editing' })).toContainText(
    /Changed by developer@example\.com at \d\d:\d\d while you were editing/,
  );
  await submit(adminPage);
  await expect(adminPage.getByText('Configuration saved successfully')).toBeVisible();
  // The developer typed nothing since: their open form follows the admin's save.
  await expect(field(developerPage, 'Site description')).toHaveValue(description);
  await adminPage.reload();
  await expect(field(adminPage, 'Site title')).toHaveValue(theirTitle);
  await expect(field(adminPage, 'Site description')).toHaveValue(description);

  // Overlapping: both edit the title; the admin saves second.
  await openLive(developerPage, CONFIGURATION);
  const myTitle = `Title by the admin ${stamp()}`;
  await field(adminPage, 'Site title').fill(myTitle);
  const theirSecondTitle = `Title by the developer again ${stamp()}`;
  await field(developerPage, 'Site title').fill(theirSecondTitle);
  await submit(developerPage);
  await expect(developerPage.getByText('Configuration saved successfully')).toBeVisible();
  await submit(adminPage);
  const notice = adminPage.getByRole('alert').filter({ hasText: 'while you were editing' });
  await expect(notice).toContainText(/Changed by developer@example\.com at \d\d:\d\d while you were editing/);
  await expect(notice).toContainText(`Site title: theirs “${theirSecondTitle}”, yours “${myTitle}”`);
  await expect(field(adminPage, 'Site title')).toHaveValue(myTitle);

  await notice.getByRole('button', { name: 'Take theirs' }).click();
  await expect(field(adminPage, 'Site title')).toHaveValue(theirSecondTitle);
  await expect(notice).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: 'Submit' })).toBeDisabled();
});

test('a language edited in two browsers: the second save names the first and keeps what was typed', async ({ browser }) => {
  const adminPage = await staff(browser, admin);
  const developerPage = await staff(browser, developer);
  const code = `l${stamp()}`;
  await gql(adminPage.request, 'mutation($input: CreateLanguageInput!) { createLanguage(input: $input) { language { id } } }', {
    input: { name: `Shared ${code}`, code },
  });
  const edit = async (page: Page) => {
    await openLive(page, `/home/translation/language?search=${code}`);
    await page.getByRole('button', { name: `Edit Shared ${code}` }).click();
    return page.getByRole('dialog', { name: 'Edit language' });
  };
  const mine = await edit(adminPage);
  const theirs = await edit(developerPage);
  // Typed before the colleague saves: an untouched modal would follow their save instead.
  const myName = `Mine ${code}`;
  await mine.getByLabel('Name').fill(myName);

  const theirName = `Theirs ${code}`;
  await theirs.getByLabel('Name').fill(theirName);
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(developerPage.getByText('Language Updated!')).toBeVisible();

  await mine.getByRole('button', { name: 'Save' }).click();
  const notice = mine.getByRole('alert').filter({ hasText: 'while you were editing' });
  await expect(notice).toContainText(`Name: theirs “${theirName}”, yours “${myName}”`);
  await expect(mine.getByLabel('Name')).toHaveValue(myName);
  expect(await dialogViolations(adminPage)).toEqual([]);

  await notice.getByRole('button', { name: 'Keep mine' }).click();
  await expect(adminPage.getByText('Language Updated!')).toBeVisible();
  await expect(adminPage.getByRole('cell', { name: myName, exact: true })).toBeVisible();
});

test("a colleague's new rows wait for the reader: '1 new row, show', then the list reads them", async ({ browser }) => {
  const adminPage = await staff(browser, admin);
  const developerPage = await staff(browser, developer);
  const code = `n${stamp()}`;
  const create = (name: string, suffix: string) =>
    gql(developerPage.request, 'mutation($input: CreateLanguageInput!) { createLanguage(input: $input) { language { id } } }', {
      input: { name, code: `${code}${suffix}` },
    });
  await create(`Listed ${code}`, 'a');
  await openLive(adminPage, `/home/translation/language?search=${code}`);
  await expect(adminPage.getByRole('cell', { name: `Listed ${code}`, exact: true })).toBeVisible();

  await create(`New ${code}`, 'b');
  const show = adminPage.getByRole('button', { name: '1 new row, show' });
  await expect(show).toBeVisible();
  await expect(adminPage.getByRole('cell', { name: `New ${code}`, exact: true })).toHaveCount(0);
  await create(`Newer ${code}`, 'c');
  await adminPage.getByRole('button', { name: '2 new rows, show' }).click();
  await expect(adminPage.getByRole('cell', { name: `New ${code}`, exact: true })).toBeVisible();
  await expect(adminPage.getByRole('cell', { name: `Newer ${code}`, exact: true })).toBeVisible();
  await expect(adminPage.getByRole('button', { name: /new rows?, show/ })).toHaveCount(0);
});

test('a bulk delete leaves a row a colleague changed since the list showed it, and says so', async ({ browser }) => {
  const adminPage = await staff(browser, admin);
  const developerPage = await staff(browser, developer);
  const prefix = `shared_${stamp()}`;
  const sections = await gql<{ sections: { items: { id: string; key: string }[] } }>(
    adminPage.request,
    '{ sections(pageSize: 100) { items { id key } } }',
  );
  const general = sections.sections.items.find((s) => s.key === 'general')!;
  for (const key of [`${prefix}_a`, `${prefix}_b`]) {
    await gql(adminPage.request, 'mutation($i: SaveTranslationInput!) { saveTranslation(input: $i) { word { id } } }', {
      i: { key, sectionId: general.id, translations: [] },
    });
  }
  await openLive(adminPage, `/home/translation/all-translations?search=${prefix}`);
  await adminPage.getByRole('checkbox', { name: `Select general.${prefix}_a` }).check();
  await adminPage.getByRole('checkbox', { name: `Select general.${prefix}_b` }).check();

  // The developer renames the first key while the admin has it selected.
  await openLive(developerPage, `/home/translation/all-translations?search=${prefix}_a`);
  await developerPage.getByRole('button', { name: `Edit general.${prefix}_a` }).click();
  const form = developerPage.getByRole('dialog', { name: 'Update translation' });
  await form.getByLabel('Key').fill(`${prefix}_renamed`);
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(developerPage.getByText('Translation Updated!')).toBeVisible();

  await adminPage.getByRole('button', { name: 'Delete selected (2)' }).click();
  await adminPage.getByRole('dialog', { name: 'Delete translations' }).getByRole('button', { name: 'Delete' }).click();
  await expect(adminPage.getByText('1 translation deleted')).toBeVisible();
  await expect(
    adminPage.getByText(
      new RegExp(`^general\\.${prefix}_a was not deleted: Changed by developer@example\\.com at \\d\\d:\\d\\d after the list showed it$`),
    ),
  ).toBeVisible();
  await adminPage.goto(`/home/translation/all-translations?search=${prefix}`);
  await expect(adminPage.getByRole('cell', { name: `general.${prefix}_renamed`, exact: true })).toBeVisible();
  await expect(adminPage.getByRole('cell', { name: `general.${prefix}_b`, exact: true })).toHaveCount(0);
});

test('a help page: who else has it open, and a save over their change is a conflict', async ({ browser }) => {
  const adminPage = await staff(browser, admin);
  const developerPage = await staff(browser, developer);
  const label = `Shared page ${stamp()}`;
  const help = await gql<{ helpDomains: { id: string }[] }>(adminPage.request, '{ helpDomains { id } }');
  const domainId = help.helpDomains[0]!.id;
  const categories = await gql<{ helpCategories: { id: string; label: string }[] }>(
    adminPage.request,
    'query($d: ID!) { helpCategories(domainId: $d) { id label } }',
    { d: domainId },
  );
  const category = categories.helpCategories[0]!;
  await gql(
    adminPage.request,
    `mutation($d: ID!, $input: HelpPageInput!) { createHelpPage(domainId: $d, input: $input) { page { id } userErrors { message } } }`,
    {
      d: domainId,
      input: { label, pageType: 'STANDARD', isVisibleOnWeb: true, isVisibleOnMobile: true, categoryIds: [category.id], texts: [] },
    },
  );
  const open = async (page: Page) => {
    await openLive(page, '/home/on-line-help');
    await page.getByRole('button', { name: `Edit ${label}` }).click();
    await expect(page.getByLabel('Page Label')).toHaveValue(label);
  };
  await open(adminPage);
  await open(developerPage);
  await expect(developerPage.getByText('admin@example.com is also editing')).toBeVisible();

  const save = async (page: Page) => {
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Write comment about this change if needed' }).getByRole('button', { name: 'Confirm' }).click();
  };
  await adminPage.getByLabel('Page Label').fill(`${label} (admin)`);
  await save(adminPage);
  await expect(adminPage.getByText('Page Updated')).toBeVisible();

  await developerPage.getByLabel('Page Label').fill(`${label} (developer)`);
  await save(developerPage);
  const notice = developerPage.getByRole('alert').filter({ hasText: 'while you were editing' });
  await expect(notice).toContainText(/Changed by admin@example\.com at \d\d:\d\d while you were editing/);
  await expect(notice).toContainText(`Page Label: theirs “${label} (admin)”, yours “${label} (developer)”`);
  await expect(developerPage.getByLabel('Page Label')).toHaveValue(`${label} (developer)`);
});
