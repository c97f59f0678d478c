// Issue 30 figures: every screen, cold (a fresh browser context: nothing cached but the session
// cookie) and again (a new tab of the same browser: HTTP and code caches warm), each to what a
// person waits for on it (its first row or first field), beside the floor under both.
import { timeAgain, timeToEditable } from './website-edit.mjs';

const firstRow = (name) => (page) => (name ? page.getByRole('table', { name }) : page.getByRole('table').first()).getByRole('row').nth(1);
const heading = (name) => (page) => page.getByRole('heading', { name, level: 1 });

export const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
const DEVELOPER = { email: 'developer@example.com', password: 'Developer123!' };

/**
 * Every screen of the sidebar and its editors, with what shows once it has loaded, opened as the
 * admin or as the account it names (`as`): configuration setup is for developers only, and opened
 * as the admin it showed the permission notice over the websites list, which the bench then timed.
 */
export const SCREENS = [
  { name: 'users', path: '/home/all-users', ready: firstRow('Users') },
  { name: 'user permissions', path: '/home/all-users/2', ready: (page) => page.getByRole('checkbox', { name: 'Read HELP.HELP' }) },
  { name: 'websites', path: '/home/websites', ready: firstRow('Websites') },
  {
    name: 'website edit (General)',
    path: '/home/websites/1?tab=section-1',
    ready: (page) => page.getByRole('group', { name: 'Site title', exact: true }).getByRole('textbox'),
  },
  { name: 'website edit (SEO)', path: '/home/websites/1', ready: firstRow() },
  { name: 'translations', path: '/home/translation/all-translations', ready: firstRow('Translations') },
  { name: 'languages', path: '/home/translation/language', ready: firstRow() },
  { name: 'sections', path: '/home/translation/section', ready: firstRow() },
  { name: 'companies', path: '/home/companies', ready: firstRow() },
  { name: 'configurations (Img Arena)', path: '/home/configurations', ready: firstRow('Img Arena pairs') },
  { name: 'configurations (general)', path: '/home/configurations?tab=general', ready: (page) => page.getByLabel('TinyMCE API Key') },
  { name: 'configuration setup', path: '/home/configurations-settings/sections', as: DEVELOPER, ready: firstRow('Sections') },
  { name: 'help centre', path: '/home/on-line-help', ready: firstRow('Account') },
  { name: 'terminal payments', path: '/home/terminal-payments', ready: firstRow('Terminal payments') },
  { name: 'trending', path: '/home/trending-configuration', ready: heading('Trending Configuration') },
  { name: 'activity', path: '/home/activity', ready: firstRow() },
];

/** Median of 5 loads of `screen`, each in a fresh context, until its `ready` shows. */
export const coldMs = async (browser, gatewayUrl, cookie, screen) =>
  (await timeToEditable(browser, gatewayUrl, cookie, null, screen.path, screen.ready, false)).medianMs;

/** Median of 5 loads of `screen` in a new tab of one context, after two untimed ones. */
export const againMs = async (browser, gatewayUrl, cookie, screen) =>
  (await timeAgain(browser, gatewayUrl, cookie, screen.path, screen.ready, { editable: false })).medianMs;

/** The floor: /healthz (no script) cold in a fresh context and again in a new tab. */
export const FLOOR = { name: 'floor: /healthz, no script', path: '/healthz', ready: (page) => page.getByText('uptimeSeconds') };

/** The account a screen is opened as. */
export const accountOf = (screen) => screen.as ?? ADMIN;

/** Every screen's cold and again medians, the floor first; `cookieOf(account)` gives a session's cookie. */
export async function everyScreen(browser, gatewayUrl, cookieOf) {
  const rows = [];
  for (const screen of [FLOOR, ...SCREENS]) {
    const cookie = await cookieOf(accountOf(screen));
    rows.push({
      name: screen.name,
      cold: await coldMs(browser, gatewayUrl, cookie, screen),
      again: await againMs(browser, gatewayUrl, cookie, screen),
    });
  }
  return rows;
}
