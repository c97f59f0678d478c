import { writeFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { admin } from '../support/accounts';
import { gql, signIn } from '../support/session';

// Issue 43: an SEO rules CSV import reverted from Activity. A file that overwrote a league's meta
// title by mistake is reverted: the old title is back, and the import and its revert are both
// listed, linked.

const RULES = `{ seoRules(websiteId: "1", languageId: "1", search: "bundesliga", filter: LEAGUES) { items { ruleId entityId altCtx } } }`;
const RULE = `query($entityId: ID!) { seoRule(websiteId: "1", languageId: "1", entityType: LEAGUE, entityId: $entityId) { ruleId metaTitle } }`;

test('import an SEO rules CSV that changes a rule, revert the import from Activity: the old title is back and both entries are listed', async ({
  page,
}, testInfo) => {
  await signIn(page, admin);
  const old = `The old title ${Date.now().toString(36)}`;
  const league = (await gql(page.request, RULES)).seoRules.items[0] as { entityId: string; altCtx: string | null };
  const { ruleId } = (await gql(page.request, RULE, { entityId: league.entityId })).seoRule as { ruleId: string | null };
  await gql(page.request, 'mutation($input: SaveSeoRuleInput!) { saveSeoRule(input: $input) { userErrors { message } } }', {
    input: {
      ruleId,
      websiteId: '1',
      languageId: '1',
      entityType: 'LEAGUE',
      entityId: league.entityId,
      altCtx: league.altCtx,
      metaTitle: old,
      metaDescription: '',
      pageTitle: '',
      content: '',
      noindex: false,
    },
  });
  const file = testInfo.outputPath('seo-by-mistake.csv');
  await writeFile(file, `type,entityId,altCtx,metaTitle\nleague,${league.entityId},${league.altCtx ?? ''},The title by mistake\n`);

  await page.goto('/home/websites/1?tab=seo&seoTab=bulk');
  await page.getByRole('tab', { name: 'Import' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('CSV file').click();
  await (await chooser).setFiles(file);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('0 created, 1 updated')).toBeVisible();

  await page.goto('/home/activity?operation=importSeoRules');
  const table = page.getByRole('table', { name: 'Activity' });
  const imports = table.getByRole('row').filter({ hasText: 'importSeoRules' });
  await table
    .getByRole('button', { name: /^Details of importSeoRules/ })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Change details' });
  await expect(details.getByRole('row', { name: /^rules 1 rule as they were, kept for a revert/ })).toBeVisible();
  const before = await imports.count();
  await details.getByRole('button', { name: 'Revert' }).click();
  await page.getByRole('dialog', { name: 'Revert this change' }).getByRole('button', { name: 'Revert' }).click();
  await expect(page.getByText('Change reverted')).toBeVisible();

  await expect(imports).toHaveCount(before + 1);
  const answer = await gql(page.request, RULE, { entityId: league.entityId });
  expect(answer.seoRule.metaTitle).toBe(old);
  // The revert is listed first, linked to the import it put back.
  await table
    .getByRole('button', { name: /^Details of importSeoRules/ })
    .first()
    .click();
  await expect(details.getByText('Puts back')).toBeVisible();
});
