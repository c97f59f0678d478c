import { useEmulatorStack } from '../../test/emulator-stack';
import { undoCases } from '../../test/undo-cases';

// An SEO rule's texts put back from Activity (issue 43): its meta title reverted, on a sport's rule
// of website 1 in language 1 (a rule is never deleted from the back-office: no restore).

const ROWS = `query($search: String!) { seoRules(websiteId: "1", languageId: "1", search: $search, filter: SPORTS) { items { id ruleId entityType entityId altCtx } } }`;
const SAVE = 'mutation($input: SaveSeoRuleInput!) { saveSeoRule(input: $input) { userErrors { message } } }';
const RULE = `query($entityType: SeoEntityType!, $entityId: ID!, $altCtx: String) {
  seoRule(websiteId: "1", languageId: "1", entityType: $entityType, entityId: $entityId, altCtx: $altCtx) { ruleId metaTitle }
}`;

type Row = { id: string; ruleId: string | null; entityType: string; entityId: string; altCtx: string | null };

describe('undo on SEO rules', () => {
  const stack = useEmulatorStack();
  const unused: Row[] = [];
  beforeAll(async () => {
    for (const search of ['foot', 'basket', 'tennis']) unused.push(...((await stack.gql(ROWS, { search })).data.seoRules.items as Row[]));
  });
  const rows = new Map<string, Row>();
  const ruleOf = async (row: Row, as?: Record<string, string>) =>
    (await stack.gql(RULE, { entityType: row.entityType, entityId: row.entityId, altCtx: row.altCtx }, as)).data.seoRule as {
      ruleId: string | null;
      metaTitle: string;
    };
  const save = async (row: Row, metaTitle: string, as?: Record<string, string>) => {
    const { ruleId } = await ruleOf(row, as);
    const { entityType, entityId, altCtx } = row;
    const input = {
      ruleId,
      websiteId: '1',
      languageId: '1',
      entityType,
      entityId,
      altCtx,
      metaTitle,
      metaDescription: 'd',
      pageTitle: 'p',
      content: '',
      noindex: false,
    };
    const r = await stack.gql(SAVE, { input }, as);
    expect(r.data.saveSeoRule.userErrors).toEqual([]);
  };
  undoCases(
    stack,
    () => ({
      entityType: 'SeoRule',
      field: 'metaTitle',
      create: async (metaTitle, as) => {
        const row = unused.shift()!;
        rows.set(row.id, row);
        await save(row, metaTitle, as);
        return row.id;
      },
      update: (id, metaTitle, as) => save(rows.get(id)!, metaTitle, as),
      read: async (id, as) => (await ruleOf(rows.get(id)!, as)).metaTitle,
    }),
    'Undo title',
  );
});
