import { expect, test } from '../support/test';
import { admin } from '../support/accounts';
import { eachAtMost, operatorApi, type OperatorApi } from '../support/emulator';
import { signIn } from '../support/session';
import { startTranslation } from '../support/translations';

// An operator's volume (issue 40): past 100 websites, the pickers search the server and reach any
// website; nothing is cut at the first page. The emulator is grown through its REST API and put
// back afterwards: the other specs share it.

const VOLUME = 300;
const FAR = 250;
const name = (n: number) => `Volume ${n}`;
const url = (n: number) => `https://volume-${n}.example.com`;

let api: OperatorApi;
let created: { id: number }[] = [];

test.beforeAll(async () => {
  api = await operatorApi(admin);
  const numbers = Array.from({ length: VOLUME }, (_, i) => i + 1);
  created = await eachAtMost(numbers, 10, (n) => api('POST', '/websites', { name: name(n), url: url(n), betshopId: 1 }));
});

test.afterAll(async () => {
  await eachAtMost(created, 10, (website) => api('DELETE', `/websites/${website.id}`));
});

test('an exception on website 250 is chosen by searching, and shows its url when the word opens again', async ({ page }) => {
  const key = `far_${Date.now().toString(36)}`;
  await signIn(page, admin);
  const dialog = await startTranslation(page, key, 'Hello');

  // The first matches only, and the picker says so; a search reaches website 250.
  const website = dialog.getByRole('combobox', { name: 'Website' });
  await expect(dialog.getByText(/^Showing 20 of \d+ websites: type to narrow$/)).toBeVisible();
  await website.fill(`volume-${FAR}.`);
  await page.getByRole('option', { name: url(FAR), exact: true }).click();
  await expect(website).toHaveValue(url(FAR));
  await dialog.getByRole('combobox', { name: 'Exception language' }).click();
  await page.getByRole('option', { name: 'en', exact: true }).click();
  await dialog.getByLabel('Exception phrase', { exact: true }).fill('Hello from far away');
  await dialog.getByRole('button', { name: 'Add Exception' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Translation Created!')).toBeVisible();

  await page.getByLabel('Search translations').fill(key);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Edit general.${key}` }).click();
  const edit = page.getByRole('dialog', { name: 'Update translation' });
  await expect(edit.getByRole('table', { name: 'Exceptions' }).getByRole('cell', { name: url(FAR), exact: true })).toBeVisible();
  await expect(edit.getByRole('textbox', { name: `Exception phrase for ${url(FAR)} en` })).toHaveValue('Hello from far away');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Delete general.${key}` }).click();
  await page.getByRole('dialog', { name: 'Delete translation' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted!')).toBeVisible();
});

test('the Img Arena configuration switches to a far website by searching, and saves its regions', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/configurations?tab=img-arena&view=configuration');
  const picker = page.getByRole('combobox', { name: 'Website' });
  await picker.fill(name(FAR));
  await page.getByRole('option', { name: name(FAR), exact: true }).click();
  await expect(picker).toHaveValue(name(FAR));
  const regions = page.getByRole('combobox', { name: 'Img Arena excluded region ids' });
  await regions.fill('7250');
  await regions.press('Enter');
  await expect(picker).toHaveValue(`${name(FAR)} (changed)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Img Arena configurations updated successfully !')).toBeVisible();

  await page.reload();
  await picker.fill(name(FAR));
  await page.getByRole('option', { name: name(FAR), exact: true }).click();
  await expect(page.getByText('7250', { exact: true })).toBeVisible();
});
