import { useEmulatorStack } from '../../test/emulator-stack';

// Two staff on one entity's SEO rule (issue 28): a save over a colleague's change is refused
// with who and which texts; a save on the current version goes through; two first saves of a
// rule that did not exist yet meet as a conflict too.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const flush = () => stack.gateway.services.activity?.flush();

const SEARCH = `query($search: String!) { seoRules(websiteId: "1", languageId: "1", search: $search, filter: SPORTS) {
  items { id ruleId entityType entityId altCtx name version } } }`;
const RULE = `query($entityType: SeoEntityType!, $entityId: ID!) {
  seoRule(websiteId: "1", languageId: "1", entityType: $entityType, entityId: $entityId) {
    ruleId metaTitle metaDescription pageTitle content noindex version } }`;
const SAVE = `mutation($input: SaveSeoRuleInput!) { saveSeoRule(input: $input) {
  seoRule { ruleId metaTitle version } userErrors { code conflict { changedBy version fields { name theirs } } } } }`;

type Row = {
  id: string;
  ruleId: string | null;
  entityType: string;
  entityId: string;
  altCtx: string | null;
  name: string;
  version: string;
};
const rows = async (search: string) => (await gql(SEARCH, { search })).data.seoRules.items as Row[];
const rule = async (row: Row) => (await gql(RULE, { entityType: row.entityType, entityId: row.entityId })).data.seoRule;
type Texts = { metaDescription: string; pageTitle: string; content: string; noindex: boolean };
/** A save of the rule's texts as `texts` had them, with a new meta title. */
const input = (row: Row, texts: Texts, ruleId: string | null, metaTitle: string, baseVersion: string) => ({
  ruleId,
  websiteId: '1',
  languageId: '1',
  entityType: row.entityType,
  entityId: row.entityId,
  altCtx: row.altCtx,
  metaTitle,
  metaDescription: texts.metaDescription,
  pageTitle: texts.pageTitle,
  content: texts.content,
  noindex: texts.noindex,
  baseVersion,
});

describe('SEO rules, two staff', () => {
  it('gives a listed rule the version its own query gives (read from the row)', async () => {
    const listed = await rows('foot');
    expect(listed.length).toBeGreaterThan(0);
    for (const row of listed.slice(0, 3)) expect((await rule(row)).version).toBe(row.version);
  });

  it('refuses the second save of the same rule, names who saved first, and keeps their texts', async () => {
    const row = (await rows('tennis')).find((r) => r.altCtx === null)!;
    const base = await rule(row);
    const developer = await stack.signIn(DEVELOPER);
    const theirs = await gql(SAVE, { input: input(row, base, base.ruleId, 'Theirs', base.version) }, developer);
    expect(theirs.data.saveSeoRule.userErrors).toEqual([]);
    const ruleId = theirs.data.saveSeoRule.seoRule.ruleId as string;
    await flush();

    // The admin's form was loaded before the developer's save.
    const mine = await gql(SAVE, { input: input(row, base, base.ruleId, 'Mine', base.version) });
    expect(mine.data.saveSeoRule.seoRule).toBeNull();
    expect(mine.data.saveSeoRule.userErrors[0]).toMatchObject({
      code: 'CONFLICT',
      conflict: { changedBy: 'developer@example.com', fields: [{ name: 'metaTitle', theirs: 'Theirs' }] },
    });
    expect(await rule(row)).toMatchObject({ ruleId, metaTitle: 'Theirs' });

    // Keep mine: saved again on the version the conflict named.
    const again = await gql(SAVE, { input: input(row, base, ruleId, 'Mine', mine.data.saveSeoRule.userErrors[0].conflict.version) });
    expect(again.data.saveSeoRule.userErrors).toEqual([]);
    expect(await rule(row)).toMatchObject({ ruleId, metaTitle: 'Mine' });
  });
});
