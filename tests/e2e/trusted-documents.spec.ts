import { expect, test } from '../support/test';
import { admin } from '../support/accounts';
import { signIn } from '../support/session';

// The app sends its operations by hash (trusted documents), not as text, and the gateway
// answers them from its compiled copies.

test('the users screen asks for its data by hash, without the document text', async ({ page }) => {
  await signIn(page, admin);
  const asked = page.waitForRequest((request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('"UsersList"'));
  await page.goto('/home/all-users');
  const body = JSON.parse((await asked).postData()!) as { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } };
  expect(body.query).toBeUndefined();
  expect(body.extensions?.persistedQuery?.sha256Hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  // Marked as a query: a load balancer may retry it on another replica (deploy/nginx.conf).
  expect((await asked).headers()['x-graphql-operation']).toBe('query');
  await expect(page.getByRole('cell', { name: 'admin@example.com', exact: true })).toBeVisible();
});
