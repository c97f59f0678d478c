import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';

// The SEO tab through the real HTTP stack against the in-process emulator
// (its SEO, CSV and casino routes are the contract).

const stack = useEmulatorStack();
const { gql } = stack;

const SEARCH = `query($search: String!) { seoRules(websiteId: "1", languageId: "1", search: $search, filter: SPORTS) {
  items { id ruleId entityType entityId altCtx name metaTitle content } pageCount page } }`;
const SAVE = `mutation($input: SaveSeoRuleInput!) { saveSeoRule(input: $input) {
  seoRule { id ruleId metaTitle content } userErrors { field message } } }`;

describe('SEO against the emulator', () => {
  it('searches, saves a rule (create, then update) with the same id, and finds it again', async () => {
    const found = await gql(SEARCH, { search: 'foot' });
    expect(found.errors).toBeUndefined();
    const row = found.data.seoRules.items.find((r: any) => r.name === 'Football' && r.altCtx === null);
    expect(row).toBeDefined();
    const input = {
      ruleId: row.ruleId,
      websiteId: '1',
      languageId: '1',
      entityType: row.entityType,
      entityId: row.entityId,
      altCtx: row.altCtx,
      metaTitle: 'Football odds',
      metaDescription: 'd',
      pageTitle: 'Football',
      noindex: false,
      content: '<p>Hi<script>x()</script></p><a class="seo-button seo-button--primary" href="https://a.example">Go</a>',
    };
    const first = await gql(SAVE, { input });
    expect(first.data.saveSeoRule.userErrors).toEqual([]);
    expect(first.data.saveSeoRule.seoRule).toMatchObject({
      id: row.id,
      metaTitle: 'Football odds',
      content: '<p>Hi</p><a class="seo-button seo-button--primary" href="https://a.example">Go</a>',
    });
    const ruleId = first.data.saveSeoRule.seoRule.ruleId;
    const second = await gql(SAVE, { input: { ...input, ruleId, metaTitle: 'Football odds 2' } });
    expect(second.data.saveSeoRule.seoRule).toMatchObject({ id: row.id, ruleId, metaTitle: 'Football odds 2' });
    const one = await gql(
      `{ seoRule(websiteId: "1", languageId: "1", entityType: ${row.entityType}, entityId: "${row.entityId}") { id ruleId metaTitle } }`,
    );
    expect(one.data.seoRule).toEqual({ id: row.id, ruleId, metaTitle: 'Football odds 2' });
  });

  it('lists casino categories with one casino token for several requests', async () => {
    const before = (await (await request(`${stack.emulatorUrl}/_dev/casino-tokens`)).body.json()) as { issued: number };
    for (let i = 0; i < 3; i++) {
      const r = await gql('{ seoCasinoCategories(websiteId: "1") { items { id name } totalItems pageCount page } }');
      expect(r.errors).toBeUndefined();
      expect(r.data.seoCasinoCategories).toMatchObject({ page: 1, totalItems: expect.any(Number) });
      expect(r.data.seoCasinoCategories.items.length).toBeGreaterThan(0);
    }
    const after = (await (await request(`${stack.emulatorUrl}/_dev/casino-tokens`)).body.json()) as { issued: number };
    expect(after.issued - before.issued).toBe(1);
    // A revoked token is replaced once, transparently.
    await request(`${stack.emulatorUrl}/_dev/casino-tokens`, { method: 'DELETE' }).then((r) => r.body.dump());
    const again = await gql('{ seoCasinoCategories(websiteId: "1") { totalItems } }');
    expect(again.errors).toBeUndefined();
  });

  it('exports the rules as CSV and refuses a bad import with line errors', async () => {
    const exported = await request(`${stack.base}/exports/seo/1.csv?languageId=1&category=sports`, { headers: stack.auth });
    expect(exported.statusCode).toBe(200);
    const csv = await exported.body.text();
    expect(csv.split('\n')[0]).toBe('type,entityId,altCtx,name,metaTitle,metaDescription,pageTitle,content');
    const none = await request(`${stack.base}/exports/seo/1.csv?languageId=4&category=templates`, { headers: stack.auth });
    expect(none.statusCode).toBe(404);
    expect(await none.body.json()).toEqual({ message: 'There are no available SEO rules for given criteria!' });

    const query = `mutation($file: Upload!) { importSeoRules(websiteId: "1", languageId: "1", file: $file) {
      result { created updated } userErrors { field message } } }`;
    const body = await stack.upload(query, { file: null }, 'variables.file', {
      body: new Blob(['type,entityId,metaTitle\nsport,999999,X\n'], { type: 'text/csv' }),
      name: 'seo.csv',
    });
    expect(body.data.importSeoRules.result).toBeNull();
    expect(body.data.importSeoRules.userErrors[0]).toMatchObject({ field: 'file', message: expect.stringMatching(/^Line 2/) });
  });
});
