import { brotliCompressSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { admin } from '../support/accounts';
import { signIn } from '../support/session';

// What a page downloads (issue 30): the sign-in page stays within its 120 KiB budget, and a
// signed-in screen loads its code in a few files (web/build/chunk-groups.ts), not one per set of
// screens sharing a module (a screen loaded 88 then), nor small files of what every screen loads
// (16 then). Sizes are brotli, as the gateway serves them.

async function scriptsOf(page: Page, open: () => Promise<void>): Promise<{ files: number; brotliKiB: number; text: string }> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await open();
  const bodies = await Promise.all(responses.map((response) => response.body()));
  return {
    files: responses.length,
    brotliKiB: bodies.reduce((sum, body) => sum + brotliCompressSync(body).length, 0) / 1024,
    text: bodies.map((body) => body.toString('latin1')).join('\n'),
  };
}

test('the sign-in page downloads at most 120 KiB of script, and no signed-in screen', async ({ page }) => {
  const login = await scriptsOf(page, async () => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
  expect(login.brotliKiB).toBeLessThanOrEqual(120);
  // The users screen's table and the rich-text editor are not part of it.
  expect(login.text).not.toContain('Add user');
  expect(login.text).not.toMatch(/prosemirror/i);
});

test('a signed-in screen loads its code in a few files', async ({ page }) => {
  await signIn(page, admin);
  const users = await scriptsOf(page, async () => {
    await page.goto('/home/all-users');
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
  });
  // The entry, the runtime, the start and screens chunks, the /home routes, the screen's own; and room for one or two more.
  expect(users.files).toBeLessThanOrEqual(10);
});
