import { readFileSync } from 'node:fs';
import { expect, test } from '../../support/test';
import { admin } from '../../support/accounts';
import { signIn } from '../../support/session';

// Through the load balancer, one browser session's requests land on every replica, and the
// session holds: the cookie is all a replica needs (one SESSION_SECRET, shared Redis).

test('one browser session is served by every replica and stays signed in', async ({ page }) => {
  await signIn(page, admin);
  const replicas = process.env.E2E_CLUSTER_REPLICAS!.split(',');
  const servedBefore = readFileSync(process.env.E2E_CLUSTER_ACCESS_LOG!, 'utf8').split('\n').length;
  for (const screen of ['/home/all-users', '/home/websites', '/home/activity', '/home/all-users']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('cell', { name: 'admin@example.com', exact: true })).toBeVisible();
  const lines = readFileSync(process.env.E2E_CLUSTER_ACCESS_LOG!, 'utf8')
    .split('\n')
    .slice(servedBefore - 1);
  const served = new Set(lines.filter((line) => line.includes('/graphql')).map((line) => /upstream=(\S+)/.exec(line)?.[1]));
  expect([...served].sort()).toEqual([...replicas].sort());
});
