import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';
import { admin, developer } from '../support/accounts';
import { signIn } from '../support/session';

// The website edit screen's data starts with the page, beside its code: the route sends the
// screen's query by its trusted-document hash without waiting for the screen's chunk (which the
// HTML already names, so it downloads beside the app's entry), and the screen's own query takes
// that answer instead of asking a second time.

interface Sent {
  url: string;
  operationName?: string;
  body?: Record<string, unknown>;
}

function recordRequests(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    const body =
      request.method() === 'POST' && request.url().endsWith('/graphql') ? (request.postDataJSON() as Record<string, unknown>) : undefined;
    sent.push({ url: request.url(), operationName: body?.operationName as string | undefined, body });
  });
  return sent;
}

/** Holds the screen chunk named `name` back until the returned function is called. */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const askedFor = (page: Page, operationName: string) =>
  page.waitForRequest((request) => request.method() === 'POST' && request.postDataJSON()?.operationName === operationName);

const siteTitle = (page: Page) => page.getByRole('group', { name: 'Site title', exact: true }).getByRole('textbox');

test('opening a website asks for its data once, by hash', async ({ page }) => {
  await signIn(page, admin);
  const sent = recordRequests(page);
  await page.goto('/home/websites/1?tab=section-1');
  await expect(siteTitle(page)).toHaveValue('Star Bet – Sports Betting');

  const queries = sent.filter((request) => request.operationName === 'WebsiteEdit');
  expect(queries).toHaveLength(1);
  expect(queries[0]!.body).toMatchObject({ variables: { id: '1' }, extensions: { persistedQuery: { version: 1 } } });
  expect(queries[0]!.body).not.toHaveProperty('query');
});

test('going from the websites list to a website asks for its data once', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/home/websites');
  await expect(page.getByRole('cell', { name: 'Star Bet', exact: true })).toBeVisible();
  const sent = recordRequests(page);
  await page.getByRole('link', { name: 'Config Star Bet', exact: true }).click();
  await page.getByRole('tab', { name: 'General' }).click();
  await expect(siteTitle(page)).toHaveValue('Star Bet – Sports Betting');
  expect(sent.filter((request) => request.operationName === 'WebsiteEdit')).toHaveLength(1);
});

// The lists' variables come from their URL (page, size, search, sort): the route's early query
// must be exactly the screen's, or the screen would ask again.
test('the users and websites lists, opened with a search, a sort and a page size, ask for their rows once', async ({ page }) => {
  await signIn(page, admin);
  const sent = recordRequests(page);
  await page.goto('/home/all-users?search=manager&sort=email&dir=desc&size=25');
  await expect(page.getByRole('cell', { name: 'manager@example.com', exact: true })).toBeVisible();
  const users = sent.filter((request) => request.operationName === 'UsersList');
  expect(users).toHaveLength(1);
  expect(users[0]!.body).toMatchObject({
    variables: { page: 1, pageSize: 25, search: 'manager', sort: { column: 'EMAIL', direction: 'DESC' } },
  });

  await page.goto('/home/websites?search=Star');
  await expect(page.getByRole('cell', { name: 'Star Bet', exact: true })).toBeVisible();
  expect(sent.filter((request) => request.operationName === 'WebsitesList')).toHaveLength(1);
});

test("a website's page names its screen's code in the HTML, so it downloads beside the app's entry", async ({ page }) => {
  await signIn(page, admin);
  const html = await (await page.request.get('/home/websites/1?tab=section-1')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)].map((m) => m[1]!);
  expect(preloaded.some((file) => /\/website-edit-screen-[\w-]+\.js$/.test(file))).toBe(true);
  // The shell rides in the chunk every signed-in screen shares (web/build/chunk-groups.ts).
  expect(preloaded.some((file) => /\/screens-[\w-]+\.js$/.test(file))).toBe(true);
  // The signed-in screens' routes are a chunk of their own, which the router loads first.
  expect(preloaded.some((file) => /\/home-routes-[\w-]+\.js$/.test(file))).toBe(true);
  for (const file of preloaded) expect((await page.request.get(file)).status(), file).toBe(200);
  // The page opens as before.
  await page.goto('/home/websites/1?tab=section-1');
  await expect(siteTitle(page)).toBeEditable();
  // The sign-in page names only its own.
  const login = await (await page.request.get('/login')).text();
  expect(login).not.toMatch(/\/screens-[\w-]+\.js/);
  expect(login).not.toContain('home-routes-');
  // A screen that shares its chunk with another screen that imports it (the setup screens) is named too.
  const types = await (await page.request.get('/home/configurations-settings/types')).text();
  expect(types).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/types-screen-[\w-]+\.js">/);
});

// The help centre's second query needs the first's answer (which domain is open): the route
// sends both, the second as soon as the first is answered, and the screen asks for neither again.
test('the help centre asks for its domains and the open domain’s categories once each, by hash', async ({ page }) => {
  await signIn(page, admin);
  const sent = recordRequests(page);
  // The screen's code is held back until the categories have been asked for: only the route
  // can have asked, so the test fails if the screen has to ask itself.
  const release = await holdChunk(page, 'help-screen');
  const categoriesAsked = askedFor(page, 'HelpCategories');
  await page.goto('/home/on-line-help', { waitUntil: 'commit' });
  await categoriesAsked;
  release();
  await expect(page.getByRole('table', { name: 'Account' }).getByRole('row').nth(1)).toBeVisible();
  const domains = sent.filter((request) => request.operationName === 'HelpDomains');
  const categories = sent.filter((request) => request.operationName === 'HelpCategories');
  expect(domains).toHaveLength(1);
  expect(categories).toHaveLength(1);
  for (const request of [...domains, ...categories]) expect(request.body).not.toHaveProperty('query');

  // Another domain named in the URL: its categories, once.
  const other = sent.length;
  await page.goto('/home/on-line-help?tab=categories&domain=2');
  await expect(page.getByRole('tab', { name: 'Categories', selected: true })).toBeVisible();
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  const later = sent.slice(other).filter((request) => request.operationName === 'HelpCategories');
  expect(later).toHaveLength(1);
  expect(later[0]!.body).toMatchObject({ variables: { domainId: '2' } });
});

// Configurations: the viewer's tabs, then the tab's own queries (Img Arena: the provider's
// sports, then the default sport's events) all leave from the route, each asked for once.
test("Configurations asks for the viewer's tabs and the opening tab's data once each, before its code has run", async ({ page }) => {
  await signIn(page, admin);
  const sent = recordRequests(page);
  const release = await holdChunk(page, 'configurations-screen');
  const eventsAsked = askedFor(page, 'StreamEvents');
  await page.goto('/home/configurations', { waitUntil: 'commit' });
  await eventsAsked;
  release();
  await expect(page.getByRole('table', { name: 'Img Arena pairs' }).getByRole('row').nth(1)).toBeVisible();
  for (const name of ['ConfigurationsAccess', 'StreamSports', 'StreamEvents']) {
    expect(
      sent.filter((request) => request.operationName === name),
      name,
    ).toHaveLength(1);
  }

  // A sport and a search in the URL: those events, once, without waiting for the sports.
  const before = sent.length;
  await page.goto('/home/configurations?tab=img-arena&view=infront&sport=2&search=a');
  await expect(page.getByRole('tab', { name: 'infront pairs', selected: true })).toBeVisible();
  await expect(page.getByLabel('Search events')).toHaveValue('a');
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  const events = sent.slice(before).filter((request) => request.operationName === 'StreamEvents');
  expect(events).toHaveLength(1);
  expect(events[0]!.body).toMatchObject({ variables: { provider: 'INFRONT', sportId: 2, search: 'a' } });

  const general = sent.length;
  await page.goto('/home/configurations?tab=general');
  await expect(page.getByLabel('TinyMCE API Key')).toBeVisible();
  expect(sent.slice(general).filter((request) => request.operationName === 'GeneralSettings')).toHaveLength(1);
});

// The configuration setup screens: each list leaves from its route (its code held back until
// then), with the settings list's page and search from the URL, and is asked for once.
test('the configuration setup screens ask for their lists once each, before their code has run', async ({ page }) => {
  await signIn(page, developer);
  const sent = recordRequests(page);
  for (const [screen, path, operationName] of [
    ['sections-screen', '/home/configurations-settings/sections', 'SetupSections'],
    ['types-screen', '/home/configurations-settings/types', 'ConfigurationTypes'],
    ['settings-screen', '/home/configurations-settings/settings?search=a&page=1', 'ConfigurationDefinitions'],
  ] as const) {
    const from = sent.length;
    const release = await holdChunk(page, screen);
    const asked = askedFor(page, operationName);
    await page.goto(path, { waitUntil: 'commit' });
    await asked;
    release();
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    const requests = sent.slice(from).filter((request) => request.operationName === operationName);
    expect(requests, operationName).toHaveLength(1);
    if (operationName === 'ConfigurationDefinitions')
      expect(requests[0]!.body).toMatchObject({ variables: { page: 1, pageSize: 20, search: 'a' } });
  }
});

// The translations screens: their lists (page, size, search and section from the URL) and the
// all-translations pickers leave from the route, each asked for once.
test('the translations screens ask for their lists and pickers once each, before their code has run', async ({ page }) => {
  await signIn(page, admin);
  const sent = recordRequests(page);
  const release = await holdChunk(page, 'translations-screen');
  const listAsked = askedFor(page, 'TranslationsList');
  await page.goto('/home/translation/all-translations?search=a&size=25&section=1', { waitUntil: 'commit' });
  await listAsked;
  release();
  await expect(page.getByRole('table', { name: 'Translations' }).getByRole('row').nth(1)).toBeVisible();
  const lists = sent.filter((request) => request.operationName === 'TranslationsList');
  expect(lists).toHaveLength(1);
  expect(lists[0]!.body).toMatchObject({ variables: { page: 1, pageSize: 25, search: 'a', sectionId: '1' } });
  expect(sent.filter((request) => request.operationName === 'TranslationOptions')).toHaveLength(1);

  for (const [path, operationName] of [
    ['/home/translation/language?search=e', 'LanguagesList'],
    ['/home/translation/section?page=1', 'SectionsList'],
  ] as const) {
    const from = sent.length;
    await page.goto(path);
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    expect(
      sent.slice(from).filter((request) => request.operationName === operationName),
      operationName,
    ).toHaveLength(1);
  }
});

// A user's permissions: the user and the page of websites (page, size and search from the URL)
// leave from the route together, where the screen would ask for the websites only once the user
// is in; each is asked for once. "With access" pages the ids the user's levels name, so the
// screen asks for those websites itself.
test("a user's permissions screen asks for the user and a page of websites once each, before its code has run", async ({ page }) => {
  await signIn(page, admin);
  const sent = recordRequests(page);
  const release = await holdChunk(page, 'user-edit-screen');
  const userAsked = askedFor(page, 'UserPermissions');
  const websitesAsked = askedFor(page, 'PermissionWebsites');
  await page.goto('/home/all-users/2?search=Star&size=25', { waitUntil: 'commit' });
  await Promise.all([userAsked, websitesAsked]);
  release();
  await expect(page.getByRole('checkbox', { name: 'Read website Star Bet' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Read TRANSLATIONS.TRANSLATIONS' })).toBeVisible();
  const users = sent.filter((request) => request.operationName === 'UserPermissions');
  const websites = sent.filter((request) => request.operationName === 'PermissionWebsites');
  expect(users).toHaveLength(1);
  expect(users[0]!.body).toMatchObject({ variables: { id: '2' } });
  expect(websites).toHaveLength(1);
  expect(websites[0]!.body).toMatchObject({ variables: { page: 1, pageSize: 25, search: 'Star' } });

  // The demo manager reads websites 1 and 2.
  const withAccess = sent.length;
  await page.goto('/home/all-users/2?show=access');
  await expect(page.getByRole('radio', { name: 'With access (2)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Read website Star Bet' })).toBeChecked();
  const later = sent.slice(withAccess);
  expect(later.filter((request) => request.operationName === 'UserPermissions')).toHaveLength(1);
  const byIds = later.filter((request) => request.operationName === 'PermissionWebsites');
  expect(byIds).toHaveLength(1);
  expect(byIds[0]!.body).toMatchObject({ variables: { ids: ['1', '2'] } });
});

// The live feed and the edit screen's presence hold a connection each for the life of the page:
// they open once the screen has painted, not while its code and data still load.
test("a website's live streams open after the screen's first paint", async ({ page }) => {
  await signIn(page, admin);
  // When the page asks for each stream, on the page's own clock (as the paint entries are).
  await page.addInitScript(() => {
    const opened: number[] = [];
    Object.assign(window, { streamsOpenedAt: opened });
    const fetchOf = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/graphql/stream')) opened.push(performance.now());
      return fetchOf(input, init);
    };
  });
  await page.goto('/home/websites/1?tab=section-1');
  await expect(page.getByRole('group', { name: 'Site title', exact: true }).getByRole('textbox')).toBeVisible();
  const opened = () => page.evaluate(() => (window as unknown as { streamsOpenedAt: number[] }).streamsOpenedAt);
  await expect.poll(async () => (await opened()).length).toBe(2); // the feed and who else is here
  const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
  for (const at of await opened()) expect(at).toBeGreaterThan(painted);
});
