import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '../support/test';
import { type Locator, type Page } from '@playwright/test';
import { admin } from '../support/accounts';
import { signIn } from '../support/session';

// Website 2 (Lucky Play, English and Serbian). Its seed: no Page HTML and CSS value; pages `default` and
// `vip-club` in Page HTML, CSS and application CSS; landing page items `promotions` and `vip-club` (of the
// custom pages promotions, vip-club, responsible-gaming); Betradar tracker Football 58 and Tennis 56; one
// ticket banner "Lucky Play welcome bonus" with a default image and a Serbian one; social meta per language.

const field = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function openWebsite2(page: Page, section: string, subsection: string) {
  await signIn(page, admin);
  await page.goto('/home/websites/2');
  await page.getByRole('tab', { name: section, exact: true }).click();
  await page.getByRole('tab', { name: subsection, exact: true }).click();
  await expect(page.getByRole('tab', { name: subsection, exact: true })).toHaveAttribute('aria-selected', 'true');
}

async function submit(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Configuration saved successfully')).toBeVisible();
}

/** Chooses an option of a Mantine Select (a combobox whose options open in a portal). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

/** A 4×2 red RGB PNG, written as real bytes (signature, IHDR, IDAT, IEND). */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 4, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from([255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0])]);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Picks a file through the Mantine FileInput (a button that opens the browser's file chooser). */
async function pickFile(page: Page, fileButton: Locator, name: string, content: Buffer) {
  const path = test.info().outputPath(name);
  writeFileSync(path, content);
  const chooser = page.waitForEvent('filechooser');
  await fileButton.click();
  await (await chooser).setFiles(path);
}

test('Page HTML and CSS: admin edits the default page in Serbian, submits and sees it after reload', async ({ page }) => {
  await openWebsite2(page, 'Pages', 'Custom pages');
  const pageHtml = field(page, 'Page HTML and CSS');
  await pageHtml.getByRole('tab', { name: 'Serbian' }).click();
  await pageHtml.getByRole('textbox', { name: 'HTML of default in Serbian' }).fill('<h1>Dobrodošli</h1>');
  await pageHtml.getByRole('textbox', { name: 'CSS of default in Serbian' }).fill('h1 { color: gold; }');
  await submit(page);

  await page.reload();
  const reloaded = field(page, 'Page HTML and CSS');
  await reloaded.getByRole('tab', { name: 'Serbian' }).click();
  await expect(reloaded.getByRole('textbox', { name: 'HTML of default in Serbian' })).toHaveValue('<h1>Dobrodošli</h1>');
  await expect(reloaded.getByRole('textbox', { name: 'CSS of default in Serbian' })).toHaveValue('h1 { color: gold; }');
  await reloaded.getByRole('tab', { name: 'English' }).click();
  await expect(reloaded.getByRole('textbox', { name: 'HTML of default in English' })).toHaveValue('');
});

test('Page HTML, CSS and application CSS: admin adds the promotions page, fills it, submits and sees it after reload', async ({ page }) => {
  await openWebsite2(page, 'Pages', 'Custom pages');
  const appCss = field(page, 'Page HTML, CSS and application CSS');
  const pageSelect = appCss.getByRole('combobox', { name: 'Page of Page HTML, CSS and application CSS' });
  await expect(pageSelect).toHaveValue('default');
  await choose(page, appCss.getByRole('combobox', { name: 'Custom page to add' }), 'promotions');
  await appCss.getByRole('button', { name: 'Add page' }).click();
  await expect(pageSelect).toHaveValue('promotions');
  await appCss.getByRole('textbox', { name: 'HTML of promotions in English' }).fill('<div class="promo">Bonus</div>');
  await appCss.getByRole('textbox', { name: 'Application CSS of promotions in English' }).fill(':root { --promo: red; }');
  await submit(page);

  await page.reload();
  const reloaded = field(page, 'Page HTML, CSS and application CSS');
  const reloadedSelect = reloaded.getByRole('combobox', { name: 'Page of Page HTML, CSS and application CSS' });
  await choose(page, reloadedSelect, 'promotions');
  await expect(reloaded.getByRole('textbox', { name: 'HTML of promotions in English' })).toHaveValue('<div class="promo">Bonus</div>');
  await expect(reloaded.getByRole('textbox', { name: 'Application CSS of promotions in English' })).toHaveValue(':root { --promo: red; }');
  await expect(reloaded.getByRole('button', { name: 'Remove page promotions' })).toBeVisible();
  // The seeded vip-club page is still there beside the new one.
  await choose(page, reloadedSelect, 'vip-club');
  await expect(reloaded.getByRole('textbox', { name: 'HTML of vip-club in English' })).toHaveValue(/Lucky Play vip-club \(en\)/);
});

test('Landing page items: admin adds a page with default keys and an image URL; it is not offered again', async ({ page }) => {
  await openWebsite2(page, 'Pages', 'Custom pages');
  const landing = field(page, 'Landing page items');
  const toAdd = landing.getByRole('combobox', { name: 'Page to add to Landing page items' });
  await toAdd.click();
  // Pages already in the list are not offered.
  await expect(page.getByRole('option', { name: 'responsible-gaming', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'promotions', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'responsible-gaming', exact: true }).click();
  await landing.getByRole('button', { name: 'Add page' }).click();

  const item = landing.getByRole('group', { name: 'Landing page item responsible-gaming' });
  await expect(item.getByRole('textbox', { name: 'Title key of responsible-gaming' })).toHaveValue('responsible_gaming');
  await expect(item.getByRole('textbox', { name: 'Description key of responsible-gaming' })).toHaveValue('responsible_gaming_description');
  await expect(item.getByText('Image URL is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await item.getByRole('textbox', { name: 'Image URL of responsible-gaming' }).fill('https://luckyplay.example.com/landing/rg.jpg');
  await expect(item.getByText('Image URL is required')).toHaveCount(0);
  await submit(page);

  await page.reload();
  const saved = field(page, 'Landing page items').getByRole('group', { name: 'Landing page item responsible-gaming' });
  await expect(saved.getByRole('textbox', { name: 'Image URL of responsible-gaming' })).toHaveValue(
    'https://luckyplay.example.com/landing/rg.jpg',
  );
  await expect(saved.getByRole('textbox', { name: 'Title key of responsible-gaming' })).toHaveValue('responsible_gaming');
  await expect(saved.getByRole('textbox', { name: 'Description key of responsible-gaming' })).toHaveValue('responsible_gaming_description');
  // Every custom page is in the list now: nothing is left to add.
  const reloadedToAdd = field(page, 'Landing page items').getByRole('combobox', { name: 'Page to add to Landing page items' });
  await expect(reloadedToAdd).toBeDisabled();
  await expect(reloadedToAdd).toHaveAttribute('placeholder', 'All pages added');
});

test('Betradar tracker: adding a sport first shows what is required, then the sport is added, saved and kept', async ({ page }) => {
  await openWebsite2(page, 'Sportsbook', 'Live');
  const tracker = field(page, 'Betradar tracker');
  await expect(tracker.getByRole('group', { name: 'Betradar tracker Football' })).toBeVisible();
  const adding = tracker.getByRole('group', { name: 'Add a sport' });
  await adding.getByRole('button', { name: 'Add sport' }).click();
  await expect(adding.getByText('Sport name is required')).toBeVisible();
  await expect(adding.getByText('Sport ID is required')).toBeVisible();

  await adding.getByRole('textbox', { name: 'Sport name of the new sport' }).fill('Basketball');
  await adding.getByRole('textbox', { name: 'Sport ID of the new sport' }).fill('55');
  await adding.getByRole('switch', { name: 'Live match enabled of the new sport' }).check({ force: true });
  await adding.getByRole('textbox', { name: 'Live match configuration of the new sport' }).fill('{"layout":"double"}');
  await adding.getByRole('button', { name: 'Add sport' }).click();
  const basketball = tracker.getByRole('group', { name: 'Betradar tracker Basketball' });
  await expect(basketball.getByText('Basketball (55)')).toBeVisible();
  await expect(adding.getByRole('textbox', { name: 'Sport name of the new sport' })).toHaveValue('');
  await expect(adding.getByText('Sport name is required')).toHaveCount(0);
  await submit(page);

  await page.reload();
  const saved = field(page, 'Betradar tracker').getByRole('group', { name: 'Betradar tracker Basketball' });
  await expect(saved.getByRole('textbox', { name: 'Sport ID of Basketball' })).toHaveValue('55');
  await expect(saved.getByRole('switch', { name: 'Live match enabled of Basketball' })).toBeChecked();
  await expect(saved.getByRole('switch', { name: 'Standard match enabled of Basketball' })).not.toBeChecked();
  await expect(saved.getByRole('textbox', { name: 'Live match configuration of Basketball' })).toHaveValue('{"layout":"double"}');
  await expect(field(page, 'Betradar tracker').getByRole('group', { name: 'Betradar tracker Tennis' })).toBeVisible();
});

test('Ticket banners: admin uploads a Serbian image, is refused a non-image file and deletes the Serbian image', async ({ page }) => {
  const banner = 'Lucky Play welcome bonus';
  const bannerCard = (scope: Page) => field(scope, 'Ticket banners').getByRole('group', { name: `Ticket banner ${banner}` });
  await openWebsite2(page, 'Sportsbook', 'Tickets');
  let card = bannerCard(page);
  await card.getByRole('tab', { name: 'Serbian' }).click();
  const current = () => card.getByRole('img', { name: `Current image in Serbian of ${banner}` });
  const seededSrc = await current().getAttribute('src');
  const fileButton = () => card.getByRole('button', { name: `Image file for image in Serbian of ${banner}` });

  await pickFile(page, fileButton(), 'banner.png', tinyPng());
  await card.getByRole('button', { name: `Upload image in Serbian of ${banner}` }).click();
  await expect(page.getByText('Ticket banner uploaded successfully.')).toBeVisible();
  await expect(current()).not.toHaveAttribute('src', seededSrc ?? '');

  await page.reload();
  card = bannerCard(page);
  await card.getByRole('tab', { name: 'Serbian' }).click();
  await expect(current()).toBeVisible();
  await expect(current()).not.toHaveAttribute('src', seededSrc ?? '');
  // The stored bytes come back through the gateway: the browser decodes a 4×2 image.
  await expect.poll(() => current().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);

  await pickFile(page, fileButton(), 'notes.txt', Buffer.from('not an image'));
  await expect(card.getByText('Only image files are allowed. (jpg, jpeg, png and gif)')).toBeVisible();
  await expect(card.getByRole('button', { name: `Upload image in Serbian of ${banner}` })).toBeDisabled();

  await card.getByRole('button', { name: `Delete image in Serbian of ${banner}` }).click();
  await expect(page.getByText('Ticket banner for Serbian deleted successfully.')).toBeVisible();
  await expect(current()).toHaveCount(0);

  await page.reload();
  card = bannerCard(page);
  await card.getByRole('tab', { name: 'Serbian' }).click();
  await expect(card.getByText('No image yet')).toBeVisible();
  await card.getByRole('tab', { name: 'English' }).click();
  await expect(card.getByRole('img', { name: `Current default image of ${banner}` })).toBeVisible();
});

test('Social share meta tags: admin edits og:title in Serbian, submits and sees it after reload', async ({ page }) => {
  const title = `Lucky Play Srbija ${Date.now().toString(36)}`;
  await openWebsite2(page, 'General', 'Localisation');
  const meta = field(page, 'Social share meta tags');
  await meta.getByRole('tab', { name: 'Serbian' }).click();
  const ogTitle = meta.getByRole('textbox', { name: 'og:title in Serbian' });
  await expect(ogTitle).toHaveValue('Lucky Play (sr)');
  await ogTitle.fill(title);
  await submit(page);

  await page.reload();
  const reloaded = field(page, 'Social share meta tags');
  await reloaded.getByRole('tab', { name: 'Serbian' }).click();
  await expect(reloaded.getByRole('textbox', { name: 'og:title in Serbian' })).toHaveValue(title);
  await expect(reloaded.getByRole('textbox', { name: 'og:site_name in Serbian' })).toHaveValue('Lucky Play');
  await reloaded.getByRole('tab', { name: 'English' }).click();
  await expect(reloaded.getByRole('textbox', { name: 'og:title in English' })).toHaveValue('Lucky Play (en)');
});
