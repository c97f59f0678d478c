import { codes, useHarness } from '../../test/harness';
import { ADMIN, MANAGER } from '../../test/fixtures';
import { upstreamRule } from './fixtures';

const h = useHarness();
const SAVE = `mutation($input: SaveSeoRuleInput!) {
  saveSeoRule(input: $input) {
    seoRule { id ruleId entityType entityId altCtx name metaTitle content noindex }
    userErrors { field message }
  }
}`;
const texts = { metaTitle: 'Football betting', metaDescription: 'Odds', pageTitle: 'Football', noindex: true };
const base = { websiteId: '1', languageId: '2', entityType: 'SPORT', entityId: '58', ...texts };

/** The stored rule under the input's key (the ownership check before a PATCH). */
const storedRule = (id: number | null) =>
  h.upstream
    .intercept({ path: (p: string) => p.startsWith('/seo-rules/websiteId/1/language/2/type/sport/58'), method: 'GET' })
    .reply(200, upstreamRule({ id }));

const asAdmin = () => {
  h.expectCheckAuth(ADMIN);
  return h.sessionCookie(ADMIN);
};

describe('saveSeoRule', () => {
  it('creates (POST) when ruleId is null, with the sanitised content and the listed id', async () => {
    const cookie = asAdmin();
    const dirty =
      '<p onclick="steal()">Bet<script>alert(1)</script> <a href="javascript:alert(2)">now</a></p>' +
      '<a class="seo-button seo-button--primary" href="https://site1.example.com/promo">Join</a><img src=x onerror=alert(3)>';
    const clean = '<p>Bet <a>now</a></p><a class="seo-button seo-button--primary" href="https://site1.example.com/promo">Join</a>';
    const sent = {
      content: clean,
      metaDescription: 'Odds',
      metaTitle: 'Football betting',
      pageTitle: 'Football',
      noindex: true,
      websiteId: 1,
      onlineLanguageId: 2,
      target: { id: 58, type: 'sport' },
      altCtx: 'earlyPayout',
    };
    h.upstream
      .intercept({ path: '/seo-rules', method: 'POST', body: JSON.stringify(sent) })
      .reply(201, upstreamRule({ id: 21, content: clean, altCtx: 'earlyPayout', noindex: true }));
    const r = await h.run(SAVE, { cookie, variables: { input: { ...base, ruleId: null, altCtx: 'earlyPayout', content: dirty } } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.saveSeoRule).toEqual({
      seoRule: {
        id: '1:2:SPORT:58:earlyPayout',
        ruleId: '21',
        entityType: 'SPORT',
        entityId: '58',
        altCtx: 'earlyPayout',
        name: 'Football',
        metaTitle: 'Football betting',
        content: clean,
        noindex: true,
      },
      userErrors: [],
    });
    expect(r.calls).toEqual(['POST /auth/check-auth', 'POST /seo-rules']);
  });

  it('updates (PATCH) when ruleId is set, sending only the texts', async () => {
    const cookie = asAdmin();
    const sent = { content: '<p>x</p>', metaDescription: 'Odds', metaTitle: 'Football betting', pageTitle: 'Football', noindex: true };
    storedRule(11);
    h.upstream
      .intercept({ path: '/seo-rules/11', method: 'PATCH', body: JSON.stringify(sent) })
      // A thin answer: the key comes from the request.
      .reply(200, {
        id: 11,
        content: '<p>x</p>',
        metaDescription: 'Odds',
        metaTitle: 'Football betting',
        pageTitle: 'Football',
        noindex: true,
      });
    const r = await h.run(SAVE, { cookie, variables: { input: { ...base, ruleId: '11', content: '<p>x</p>' } } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.saveSeoRule.seoRule).toMatchObject({
      id: '1:2:SPORT:58:',
      ruleId: '11',
      entityType: 'SPORT',
      entityId: '58',
      altCtx: null,
    });
  });

  it('upstream 400 → userErrors with the input field names', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/seo-rules', method: 'POST' }).reply(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: [
        { property: 'target', constraints: { isUnique: 'SEO rule already exists' } },
        { property: 'metaTitle', constraints: { isString: 'metaTitle must be a string' } },
      ],
    });
    const r = await h.run(SAVE, { cookie, variables: { input: { ...base, content: '' } } });
    expect(r.data?.saveSeoRule).toEqual({
      seoRule: null,
      userErrors: [
        { field: 'entityId', message: 'SEO rule already exists' },
        { field: 'metaTitle', message: 'metaTitle must be a string' },
      ],
    });
  });

  it('a vanished rule (404) → a userError for the modal', async () => {
    const cookie = asAdmin();
    storedRule(99); // gone between the check and the write
    h.upstream
      .intercept({ path: '/seo-rules/99', method: 'PATCH' })
      .reply(404, { statusCode: 404, message: 'SEO rule not found', error: 'Not Found' });
    const r = await h.run(SAVE, { cookie, variables: { input: { ...base, ruleId: '99', content: '' } } });
    expect(r.data?.saveSeoRule).toEqual({ seoRule: null, userErrors: [{ field: null, message: 'SEO rule not found' }] });
  });

  it("refuses a rule id that is not the rule of the input's website, language and page, without writing", async () => {
    const cookie = asAdmin();
    storedRule(11);
    const r = await h.run(SAVE, { cookie, variables: { input: { ...base, ruleId: '12', content: '' } } });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);
  });

  it('a rule deleted since the modal opened → the not-found user error, without writing', async () => {
    const cookie = asAdmin();
    storedRule(null);
    const r = await h.run(SAVE, { cookie, variables: { input: { ...base, ruleId: '11', content: '' } } });
    expect(r.data?.saveSeoRule).toEqual({ seoRule: null, userErrors: [{ field: null, message: 'SEO rule not found' }] });
    expect(r.calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);
  });

  it('FORBIDDEN with READ only, before any upstream write', async () => {
    h.expectCheckAuth(MANAGER);
    const r = await h.run(SAVE, { cookie: h.sessionCookie(MANAGER), variables: { input: { ...base, content: '<p>x</p>' } } });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('401 → UNAUTHENTICATED; no session → UNAUTHENTICATED without upstream calls', async () => {
    const cookie = asAdmin();
    storedRule(11);
    h.upstream.intercept({ path: '/seo-rules/11', method: 'PATCH' }).reply(401, { statusCode: 401 });
    const r = await h.run(SAVE, { cookie, variables: { input: { ...base, ruleId: '11', content: '' } } });
    expect(codes(r)).toEqual(['UNAUTHENTICATED']);
    const anonymous = await h.run(SAVE, { variables: { input: { ...base, content: '' } } });
    expect(codes(anonymous)).toEqual(['UNAUTHENTICATED']);
    expect(anonymous.calls).toEqual([]);
  });
});
