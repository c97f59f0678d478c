import { FormData, request } from 'undici';
import { loadConfig } from '../../config';
import { createGateway, type Gateway } from '../../server';
import { createInProcessEmulator, type InProcessEmulator } from '../../test/emulator';
import { TEST_SECRET } from '../../test/harness';

// The SEO tab through the real HTTP stack against the in-process emulator
// (its SEO, CSV and casino routes are the contract).

let emulator: InProcessEmulator;
let emulatorUrl: string;
let gateway: Gateway;
let base: string;
let auth: Record<string, string>;

beforeAll(async () => {
  emulator = createInProcessEmulator();
  emulatorUrl = await emulator.listen(0, '127.0.0.1');
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', UPSTREAM_API_URL: emulatorUrl, SESSION_SECRET: TEST_SECRET, WEB_DIST: '/nonexistent' },
    () => {},
  );
  gateway = createGateway(config);
  base = (await gateway.listen(0, '127.0.0.1')).url;
  await request(`${emulatorUrl}/_dev/users/1`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ activatedCodes: ['TEST'] }) });
  const login = await request(`${emulatorUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'activation-token': 'TEST' },
    body: JSON.stringify({ username: 'admin@example.com', password: 'Admin123!' }),
  });
  const { access_token } = (await login.body.json()) as { access_token: string };
  auth = { authorization: `Bearer ${access_token}`, 'activation-token': 'TEST' };
});
afterAll(async () => {
  await gateway.close();
  await emulator.close();
});

async function gql(query: string, variables?: Record<string, unknown>) {
  const res = await request(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify({ query, variables }) });
  return (await res.body.json()) as { data?: any; errors?: any[] };
}

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
      ruleId: row.ruleId, websiteId: '1', languageId: '1', entityType: row.entityType, entityId: row.entityId, altCtx: row.altCtx,
      metaTitle: 'Football odds', metaDescription: 'd', pageTitle: 'Football', noindex: false,
      content: '<p>Hi<script>x()</script></p><a class="seo-button seo-button--primary" href="https://a.example">Go</a>',
    };
    const first = await gql(SAVE, { input });
    expect(first.data.saveSeoRule.userErrors).toEqual([]);
    expect(first.data.saveSeoRule.seoRule).toMatchObject({
      id: row.id, metaTitle: 'Football odds', content: '<p>Hi</p><a class="seo-button seo-button--primary" href="https://a.example">Go</a>',
    });
    const ruleId = first.data.saveSeoRule.seoRule.ruleId;
    const second = await gql(SAVE, { input: { ...input, ruleId, metaTitle: 'Football odds 2' } });
    expect(second.data.saveSeoRule.seoRule).toMatchObject({ id: row.id, ruleId, metaTitle: 'Football odds 2' });
    const one = await gql(`{ seoRule(websiteId: "1", languageId: "1", entityType: ${row.entityType}, entityId: "${row.entityId}") { id ruleId metaTitle } }`);
    expect(one.data.seoRule).toEqual({ id: row.id, ruleId, metaTitle: 'Football odds 2' });
  });

  it('lists casino categories with one casino token for several requests', async () => {
    const before = (await (await request(`${emulatorUrl}/_dev/casino-tokens`)).body.json()) as { issued: number };
    for (let i = 0; i < 3; i++) {
      const r = await gql('{ seoCasinoCategories(websiteId: "1") { items { id name } totalItems pageCount page } }');
      expect(r.errors).toBeUndefined();
      expect(r.data.seoCasinoCategories).toMatchObject({ page: 1, totalItems: expect.any(Number) });
      expect(r.data.seoCasinoCategories.items.length).toBeGreaterThan(0);
    }
    const after = (await (await request(`${emulatorUrl}/_dev/casino-tokens`)).body.json()) as { issued: number };
    expect(after.issued - before.issued).toBe(1);
    // A revoked token is replaced once, transparently.
    await request(`${emulatorUrl}/_dev/casino-tokens`, { method: 'DELETE' }).then((r) => r.body.dump());
    const again = await gql('{ seoCasinoCategories(websiteId: "1") { totalItems } }');
    expect(again.errors).toBeUndefined();
  });

  it('exports the rules as CSV and refuses a bad import with line errors', async () => {
    const exported = await request(`${base}/exports/seo/1.csv?languageId=1&category=sports`, { headers: auth });
    expect(exported.statusCode).toBe(200);
    const csv = await exported.body.text();
    expect(csv.split('\n')[0]).toBe('type,entityId,altCtx,name,metaTitle,metaDescription,pageTitle,content');
    const none = await request(`${base}/exports/seo/1.csv?languageId=4&category=templates`, { headers: auth });
    expect(none.statusCode).toBe(404);
    expect(await none.body.json()).toEqual({ message: 'There are no available SEO rules for given criteria!' });

    const form = new FormData();
    const query = `mutation($file: Upload!) { importSeoRules(websiteId: "1", languageId: "1", file: $file) {
      result { created updated } userErrors { field message } } }`;
    form.set('operations', JSON.stringify({ query, variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob(['type,entityId,metaTitle\nsport,999999,X\n'], { type: 'text/csv' }), 'seo.csv');
    const res = await request(`${base}/graphql`, { method: 'POST', headers: { ...auth, 'apollo-require-preflight': 'true' }, body: form });
    const body = (await res.body.json()) as { data: any };
    expect(body.data.importSeoRules.result).toBeNull();
    expect(body.data.importSeoRules.userErrors[0]).toMatchObject({ field: 'file', message: expect.stringMatching(/^Line 2/) });
  });
});
