import { axe, dialogViolations, expect, oneAtATime, test } from '../support/test';
import { type Page } from '@playwright/test';
import { developer } from '../support/accounts';
import { gql, signIn } from '../support/session';

// Every screen, in light and dark mode, checked with axe-core against WCAG 2.2 A and AA
// (issue 30): a new violation fails the suite. Each screen is checked once what a person would
// read is there (its heading and its first rows), in light mode (the default), then switched to
// dark in place with the Settings menu's toggle, as staff do, and checked again: one sign-in and
// one load of the app for both.

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen has loaded. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, level: 1 });
const table = (name: string) => (page: Page) => page.getByRole('table', { name }).getByRole('row').nth(1);

const SCREENS: Screen[] = [
  { name: 'users', path: '/home/all-users', ready: table('Users') },
  { name: 'user edit', path: '/home/all-users/2', ready: heading('manager@example.com') },
  { name: 'websites', path: '/home/websites', ready: table('Websites') },
  { name: 'website edit', path: '/home/websites/1', ready: heading('Star Bet') },
  { name: 'translations', path: '/home/translation/all-translations', ready: table('Translations') },
  { name: 'languages', path: '/home/translation/language', ready: heading('Languages') },
  { name: 'sections', path: '/home/translation/section', ready: heading('Sections') },
  { name: 'companies', path: '/home/companies', ready: heading('Companies') },
  { name: 'configurations', path: '/home/configurations?tab=big-jackpot', ready: (page) => page.getByLabel('Start Value') },
  { name: 'configuration setup', path: '/home/configurations-settings/sections', ready: heading('Sections') },
  { name: 'help centre', path: '/home/on-line-help', ready: table('Account') },
  { name: 'terminal payments', path: '/home/terminal-payments', ready: table('Terminal payments') },
  { name: 'trending', path: '/home/trending-configuration', ready: heading('Trending Configuration') },
  { name: 'activity', path: '/home/activity', ready: heading('Activity') },
];

type Scheme = 'light' | 'dark';

/** axe's violations on the page, named by scheme, rule and node, so a failure says what to fix and where. */
async function violations(page: Page, scheme: Scheme) {
  // Queued behind the dialog checks running in the same page: axe refuses a second run at once.
  const results = await oneAtATime(page, () => axe(page).analyze());
  return results.violations.flatMap((v) => v.nodes.map((node) => `${scheme}: ${v.id}: ${node.target.join(' ')}`));
}

/**
 * Waits for the page's colours to settle in `scheme`: the attribute Mantine's styles key on, and no
 * CSS transition running (checked mid-transition, a colour would be neither scheme's).
 */
async function inScheme(page: Page, scheme: Scheme) {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await page.waitForFunction(() => document.getAnimations().every((animation) => !('transitionProperty' in animation)));
}

/** Switches a signed-in screen to dark mode with the Settings menu's toggle, and closes the menu. */
async function switchToDark(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const toggle = page.getByRole('menuitemcheckbox', { name: 'Dark mode' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await inScheme(page, 'dark');
}

test('the sign-in page has no WCAG 2.2 A/AA violation in light or dark mode', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await inScheme(page, 'light');
  const light = await violations(page, 'light');
  // The sign-in page has no toggle: it follows the scheme chosen in another tab of the browser,
  // told by the storage event the browser sends the other tabs when the toggle stores it.
  await page.evaluate((key) => {
    localStorage.setItem(key, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: 'dark', storageArea: localStorage }));
  }, 'backoffice-color-scheme');
  await inScheme(page, 'dark');
  expect([...light, ...(await violations(page, 'dark'))]).toEqual([]);
});

for (const screen of SCREENS) {
  test(`${screen.name} has no WCAG 2.2 A/AA violation in light or dark mode`, async ({ page }) => {
    await signIn(page, developer);
    await page.goto(screen.path);
    await expect(screen.ready(page)).toBeVisible();
    await inScheme(page, 'light');
    const light = await violations(page, 'light');
    await switchToDark(page);
    expect([...light, ...(await violations(page, 'dark'))]).toEqual([]);
  });
}

// The dialogs, a test per scheme (each opens several, which is a test's time on the shared
// machine): the screen loads in light mode and, for dark, is switched in place before they open.
for (const scheme of ['light', 'dark'] as const) {
  /** Opens `path` in this test's scheme. */
  const open = async (page: Page, path: string) => {
    await page.goto(path);
    if (scheme === 'dark') await switchToDark(page);
  };

  test(`the date picker and the command palette have no WCAG 2.2 A/AA violation in ${scheme} mode`, async ({ page }) => {
    await signIn(page, developer);
    await open(page, '/home/terminal-payments');
    await expect(page.getByRole('table', { name: 'Terminal payments' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'From' }).click();
    expect(await dialogViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('textbox', { name: /Search screens, users, websites/ })).toBeFocused();
    expect(await dialogViolations(page)).toEqual([]);
  });

  test(`a form dialog showing its errors, the import dialog and a change of Activity have no WCAG 2.2 A/AA violation in ${scheme} mode`, async ({
    page,
  }) => {
    await signIn(page, developer);
    await open(page, '/home/translation/all-translations');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await expect(page.getByRole('dialog', { name: 'Import CSV' })).toBeVisible();
    expect(await dialogViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const password = page.getByRole('dialog', { name: 'Change password' });
    await password.getByRole('button', { name: 'Save' }).click();
    await expect(password.getByText('The password is required')).toBeVisible();
    expect(await dialogViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // A change of its own to look at, whatever ran before.
    const code = `a${Date.now().toString(36)}`;
    await gql(page.request, 'mutation($i: CreateLanguageInput!) { createLanguage(input: $i) { language { id } } }', {
      i: { name: `Axe ${code}`, code },
    });
    await page.goto('/home/activity');
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Change details' })).toBeVisible();
    expect(await dialogViolations(page)).toEqual([]);
  });

  test(`the create-user and icon modals have no WCAG 2.2 A/AA violation in ${scheme} mode`, async ({ page }) => {
    await signIn(page, developer);
    await open(page, '/home/all-users');
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page, scheme)).toEqual([]);
    await page.goto('/home/configurations?tab=icons');
    await page.getByRole('button', { name: 'Add new icon' }).click();
    await expect(page.getByRole('dialog', { name: 'Create icon' })).toBeVisible();
    expect(await violations(page, scheme)).toEqual([]);
  });
}
