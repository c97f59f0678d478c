import AxeBuilder from '@axe-core/playwright';
import { dialogViolations, expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { developer } from '../support/accounts';
import { gql, signIn } from '../support/session';

// Every screen, in light and dark mode, checked with axe-core against WCAG 2.2 A and AA
// (issue 30): a new violation fails the suite. Each screen is checked once what a person would
// read is there (its heading and its first rows).

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

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

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  // Named by rule and node, so a failure says what to fix and where.
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('backoffice-color-scheme', value), scheme);
    });

    test('the sign-in page has no WCAG 2.2 A/AA violation', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByLabel('Email')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    for (const screen of SCREENS) {
      test(`${screen.name} has no WCAG 2.2 A/AA violation`, async ({ page }) => {
        await signIn(page, developer);
        await page.goto(screen.path);
        await expect(screen.ready(page)).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }

    test('the date picker and the command palette have no WCAG 2.2 A/AA violation', async ({ page }) => {
      await signIn(page, developer);
      await page.goto('/home/terminal-payments');
      await expect(page.getByRole('table', { name: 'Terminal payments' }).getByRole('row').nth(1)).toBeVisible();
      await page.getByRole('button', { name: 'From' }).click();
      expect(await dialogViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('textbox', { name: /Search screens, users, websites/ })).toBeFocused();
      expect(await dialogViolations(page)).toEqual([]);
    });

    test('a form dialog showing its errors, the import dialog and a change of Activity have no WCAG 2.2 A/AA violation', async ({
      page,
    }) => {
      await signIn(page, developer);
      await page.goto('/home/translation/all-translations');
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

    test('the create-user and icon modals have no WCAG 2.2 A/AA violation', async ({ page }) => {
      await signIn(page, developer);
      await page.goto('/home/all-users');
      await page.getByRole('button', { name: 'Add user' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.goto('/home/configurations?tab=icons');
      await page.getByRole('button', { name: 'Add new icon' }).click();
      await expect(page.getByRole('dialog', { name: 'Create icon' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
