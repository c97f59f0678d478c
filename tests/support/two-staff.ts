import type { Browser, Page } from '@playwright/test';
import type { Account } from './accounts';
import { signIn } from './session';
import { checkDialogsOf } from './test';

// Two staff, each in a browser context of their own (issue 28's end-to-end tests).

/** A browser of one of the staff, signed in; the dialogs it opens are checked as the suite's are. */
export async function staff(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await checkDialogsOf(page);
  await signIn(page, account);
  return page;
}

/** Opens `path` and waits for the live feed, which opens once the screen has loaded and the browser is idle. */
export async function openLive(page: Page, path: string) {
  const streamOpen = page.waitForResponse((response) => response.url().endsWith('/graphql/stream'));
  await page.goto(path);
  await streamOpen;
}
