import { useEmulatorStack } from '../../test/emulator-stack';
import { DEVELOPER, entriesOf, MANAGER, revert } from '../../test/undo';

// An SEO rules CSV import reverted from Activity (issue 43): its entry keeps each rule it changed
// as it was; the revert imports those back, leaving (and naming) what changed since, and empties
// the texts of a rule the import created. Leagues' rules of website 1 in language 1.

const stack = useEmulatorStack();
const IMPORT = `mutation($file: Upload!) { importSeoRules(websiteId: "1", languageId: "1", file: $file) {
  result { created updated } userErrors { field message } } }`;
const ROWS = `query($search: String!) { seoRules(websiteId: "1", languageId: "1", search: $search, filter: LEAGUES) {
  items { ruleId entityType entityId altCtx } } }`;
const RULE = `query($entityId: ID!, $altCtx: String) {
  seoRule(websiteId: "1", languageId: "1", entityType: LEAGUE, entityId: $entityId, altCtx: $altCtx) { ruleId metaTitle metaDescription pageTitle content }
}`;
const SAVE = 'mutation($input: SaveSeoRuleInput!) { saveSeoRule(input: $input) { userErrors { message } } }';

interface Row {
  ruleId: string | null;
  entityId: string;
  altCtx: string | null;
}

const unused: Row[] = [];
beforeAll(async () => {
  for (const search of ['lig', 'league', 'cup']) unused.push(...((await stack.gql(ROWS, { search })).data.seoRules.items as Row[]));
});
/** `n` rules no other test of this file touched; `created`: rules not written yet (no rule id). */
const take = (n: number, created = false) => {
  const rows = unused.filter((row) => !created || row.ruleId === null).slice(0, n);
  expect(rows).toHaveLength(n);
  for (const row of rows) unused.splice(unused.indexOf(row), 1);
  return rows;
};

const ruleOf = async (row: Row) =>
  (await stack.gql(RULE, { entityId: row.entityId, altCtx: row.altCtx })).data.seoRule as { ruleId: string | null; metaTitle: string };

const csv = (rows: Row[], titles: string[]) =>
  ['type,entityId,altCtx,metaTitle', ...rows.map((row, i) => `league,${row.entityId},${row.altCtx ?? ''},"${titles[i]}"`)].join('\n');

let imports = 0;
/** Imports the rows' titles; the import's entry once listed. */
async function importTitles(rows: Row[], titles: string[]) {
  const file = { body: new Blob([csv(rows, titles)], { type: 'text/csv' }), name: 'seo.csv' };
  const r = await stack.upload(IMPORT, { file: null }, 'variables.file', file);
  expect(r.data.importSeoRules.userErrors).toEqual([]);
  return latestImport();
}
const latestImport = async () => (await entriesOf(stack, { operation: 'importSeoRules' }, ++imports))[0]!;

/** Rules titled `one …` by a first import, then overwritten by a second: the second's entry. */
async function overwritten(n: number) {
  const rows = take(n);
  await importTitles(
    rows,
    rows.map((_, i) => `one ${i}`),
  );
  const second = await importTitles(
    rows,
    rows.map((_, i) => `two ${i}`),
  );
  return { rows, second };
}

const named = (rows: Row[]) => rows.map((row) => `league ${row.entityId}${row.altCtx ? ` (${row.altCtx})` : ''}`);

describe('reverting an SEO rules import', () => {
  it('keeps each rule it changed on its entry, and puts them back as its own linked entry', async () => {
    const { rows, second } = await overwritten(2);
    expect(second).toMatchObject({ undo: 'REVERT', undoUnavailable: null, revertsRows: true, backToVersion: false });
    expect(second.changes).toContainEqual({
      field: 'rules',
      before: '2 rules as they were, kept for a revert',
      after: '2 rules as the file wrote them',
    });

    const r = await revert(stack, second.id);
    expect(r.data.revertActivity).toMatchObject({ reverted: named(rows), userErrors: [] });
    expect((await ruleOf(rows[0]!)).metaTitle).toBe('one 0');
    expect((await ruleOf(rows[1]!)).metaTitle).toBe('one 1');
    const reverting = await latestImport();
    expect(reverting.reverts).toBe(second.id);
    // The revert is an import entry of its own, which can itself be reverted.
    expect(reverting.undo).toBe('REVERT');
    const listed = await entriesOf(stack, { operation: 'importSeoRules' }, imports);
    expect(listed.find((entry) => entry.id === second.id)?.revertedBy).toEqual([reverting.id]);
  });

  it('leaves a rule a colleague changed since, naming them, and writes back the others', async () => {
    const { rows, second } = await overwritten(2);
    const theirs = { ...rows[0]!, ...(await ruleOf(rows[0]!)) };
    const input = {
      websiteId: '1',
      languageId: '1',
      entityType: 'LEAGUE',
      entityId: theirs.entityId,
      altCtx: theirs.altCtx,
      ruleId: theirs.ruleId,
    };
    const save = { ...input, metaTitle: 'theirs', metaDescription: '', pageTitle: '', content: '', noindex: false };
    expect((await stack.gql(SAVE, { input: save }, await stack.signIn(DEVELOPER))).data.saveSeoRule.userErrors).toEqual([]);

    const r = await revert(stack, second.id);
    expect(r.data.revertActivity.reverted).toEqual(named([rows[1]!]));
    expect(r.data.revertActivity.userErrors).toEqual([
      expect.objectContaining({ field: named([rows[0]!])[0], code: 'CHANGED_SINCE', changedBy: DEVELOPER.email }),
    ]);
    expect((await ruleOf(rows[0]!)).metaTitle).toBe('theirs');
    expect((await ruleOf(rows[1]!)).metaTitle).toBe('one 1');
    imports++;
  });

  it('empties the texts of a rule the import created, as the rule showed before', async () => {
    const [row] = take(1, true);
    const created = await importTitles([row!], ['new']);
    expect((await ruleOf(row!)).ruleId).not.toBeNull();
    const r = await revert(stack, created.id);
    expect(r.data.revertActivity).toMatchObject({ reverted: named([row!]), userErrors: [] });
    expect(await ruleOf(row!)).toMatchObject({ metaTitle: '', metaDescription: '', pageTitle: '', content: '' });
    imports++;
  });

  it('is refused to whoever may not write SEO rules, and changes nothing', async () => {
    const { rows, second } = await overwritten(1);
    const r = await revert(stack, second.id, undefined, await stack.signIn(MANAGER));
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ruleOf(rows[0]!)).metaTitle).toBe('two 0');
  });

  it('says why an import that changed nothing offers no revert', async () => {
    const { rows } = await overwritten(1);
    const same = await importTitles(rows, ['two 0']);
    expect(same.undo).toBeNull();
    expect(same.undoUnavailable).toBe('This import changed no rule: there is nothing to revert.');
  });
});
