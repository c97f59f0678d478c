import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { admin, developer } from '../support/accounts';
import { openLive, staff } from '../support/two-staff';

// Presence on the edit screens issue 41 names (the website edit screen, whichever tab is open, and
// Big Jackpot): the admin and the developer, each in a browser of their own, open the same record;
// each sees the other named, and the name goes when the other leaves.

const SCREENS: { name: string; path: string; ready: (page: Page) => Locator }[] = [
  { name: 'the website edit screen', path: '/home/websites/2', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: "the website edit screen's SEO tab", path: '/home/websites/2?tab=seo', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'Big Jackpot', path: '/home/configurations?tab=big-jackpot', ready: (page) => page.getByLabel('Start Value') },
];

for (const screen of SCREENS) {
  test(`${screen.name} names who else has it open, and stops when they leave`, async ({ browser }) => {
    const adminPage = await staff(browser, admin);
    const developerPage = await staff(browser, developer);

    await openLive(adminPage, screen.path);
    await expect(screen.ready(adminPage)).toBeVisible();
    await expect(adminPage.getByText('is also editing')).toHaveCount(0);

    await openLive(developerPage, screen.path);
    await expect(screen.ready(developerPage)).toBeVisible();
    await expect(adminPage.getByRole('status').filter({ hasText: 'developer@example.com is also editing' })).toBeVisible();
    await expect(developerPage.getByRole('status').filter({ hasText: 'admin@example.com is also editing' })).toBeVisible();

    await developerPage.goto('/home');
    await expect(adminPage.getByText('developer@example.com is also editing')).toHaveCount(0);
  });
}
