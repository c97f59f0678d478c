import { expect, test } from '../support/test';
import { admin } from '../support/accounts';
import { signIn } from '../support/session';

test('a frontend developer replaces the default document in GraphiQL and runs it', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/graphiql');
  const run = page.getByRole('button', { name: /Execute query/ });
  await expect(run).toBeVisible();
  // The default document is a named operation (`query Me`); the user writes an anonymous one.
  await page.getByText('query Me').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText('{ viewer { id email } }');
  await run.click();
  await expect(page.getByText('"admin@example.com"')).toBeVisible();
  await expect(page.getByText('INTERNAL_SERVER_ERROR')).toHaveCount(0);
});
