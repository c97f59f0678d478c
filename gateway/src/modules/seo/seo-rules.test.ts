import { errors } from 'undici';
import { codes, useHarness } from '../../test/harness';
import { ADMIN, MANAGER, STAFF_MANAGER } from '../../test/fixtures';
import { ruleless, upstreamRule } from './fixtures';

const h = useHarness();
const SEARCH_PATH = '/seo-rules/language/2/search';
const RULES = `query($search: String!, $filter: SeoSearchFilter, $sportName: String, $regionName: String, $page: Int,
  $sortColumn: SeoSortColumn, $sortDirection: SortDirection) {
  seoRules(websiteId: "1", languageId: "2", search: $search, filter: $filter, sportName: $sportName,
    regionName: $regionName, page: $page, sortColumn: $sortColumn, sortDirection: $sortDirection) {
    items { id ruleId websiteId languageId entityType entityId altCtx name sportName regionName metaTitle metaDescription pageTitle content noindex }
    pageCount page
  }
}`;
const RULE = `query($type: SeoEntityType!, $entityId: ID!, $altCtx: String) {
  seoRule(websiteId: "1", languageId: "2", entityType: $type, entityId: $entityId, altCtx: $altCtx) {
    id ruleId name entityType entityId altCtx metaTitle content
  }
}`;

const asAdmin = () => {
  h.expectCheckAuth(ADMIN);
  return h.sessionCookie(ADMIN);
};

describe('seoRules', () => {
  it('maps the search, filter, sort and paging to the upstream query', async () => {
    const cookie = asAdmin();
    h.upstream
      .intercept({
        path: `${SEARCH_PATH}?websiteId=1&term=foot&filter=league&sport=Football&region=England&page=2&sortColumn=metaTitle&sortDirection=DESC`,
        method: 'GET',
      })
      .reply(200, {
        items: [
          upstreamRule({ target: { id: 58, type: 'league', sportName: 'Football', regionName: 'England' }, entityType: 'LeagueEntity' }),
        ],
        pageCount: 3,
      });
    const r = await h.run(RULES, {
      cookie,
      variables: {
        search: ' foot ',
        filter: 'LEAGUES',
        sportName: 'Football',
        regionName: 'England',
        page: 2,
        sortColumn: 'META_TITLE',
        sortDirection: 'DESC',
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.seoRules).toEqual({
      page: 2,
      pageCount: 3,
      items: [
        {
          id: '1:2:LEAGUE:58:',
          ruleId: '11',
          websiteId: '1',
          languageId: '2',
          entityType: 'LEAGUE',
          entityId: '58',
          altCtx: null,
          name: 'Football',
          sportName: 'Football',
          regionName: 'England',
          metaTitle: 'Football betting',
          metaDescription: 'All football odds',
          pageTitle: 'Football',
          content: '<p>Bet on football</p>',
          noindex: false,
        },
      ],
    });
  });

  it.each([
    ['EARLY_PAYOUT', 'filter=sport%2FearlyPayout&'],
    ['SPORTS', 'filter=sport&'],
    ['PAGES', 'filter=page&'],
    ['ALL', ''],
  ])('filter %s → upstream %s; sport and region names only where they apply', async (filter, query) => {
    const cookie = asAdmin();
    h.upstream
      .intercept({ path: `${SEARCH_PATH}?websiteId=1&term=foo&${query}page=1&sortColumn=translation&sortDirection=ASC`, method: 'GET' })
      .reply(200, { items: [ruleless({ altCtx: filter === 'EARLY_PAYOUT' ? 'earlyPayout' : null })], pageCount: 1 });
    const r = await h.run(RULES, {
      cookie,
      variables: { search: 'foo', filter, sportName: 'Football', regionName: 'X', sortColumn: 'NAME' },
    });
    expect(r.errors).toBeUndefined();
    const item = r.data?.seoRules.items[0];
    expect(item).toMatchObject({ ruleId: null, metaTitle: '', content: '' });
    expect(item.id).toBe(filter === 'EARLY_PAYOUT' ? '1:2:SPORT:58:earlyPayout' : '1:2:SPORT:58:');
  });

  it('answers an empty page for fewer than 3 characters, without searching upstream', async () => {
    const cookie = asAdmin();
    const r = await h.run(RULES, { cookie, variables: { search: ' ab ' } });
    expect(r.data?.seoRules).toEqual({ items: [], pageCount: 0, page: 1 });
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('sanitises stored content on read', async () => {
    const cookie = asAdmin();
    h.upstream
      .intercept({ path: `${SEARCH_PATH}?websiteId=1&term=foo&page=1`, method: 'GET' })
      .reply(200, { items: [upstreamRule({ content: '<p onclick="x()">Hi<script>alert(1)</script></p>' })], pageCount: 1 });
    const r = await h.run(RULES, { cookie, variables: { search: 'foo' } });
    expect(r.data?.seoRules.items[0].content).toBe('<p>Hi</p>');
  });

  it('FORBIDDEN without READ on SEO rules of that website', async () => {
    h.expectCheckAuth(STAFF_MANAGER);
    const r = await h.run(RULES, { cookie: h.sessionCookie(STAFF_MANAGER), variables: { search: 'foot' } });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('401 → UNAUTHENTICATED; timeout → UPSTREAM_UNAVAILABLE', async () => {
    h.expectCheckAuth(MANAGER);
    h.upstream.intercept({ path: `${SEARCH_PATH}?websiteId=1&term=foot&page=1`, method: 'GET' }).reply(401, { statusCode: 401 });
    const r = await h.run(RULES, { cookie: h.sessionCookie(MANAGER), variables: { search: 'foot' } });
    expect(codes(r)).toEqual(['UNAUTHENTICATED']);

    const cookie = asAdmin();
    h.upstream
      .intercept({ path: `${SEARCH_PATH}?websiteId=1&term=foot&page=1`, method: 'GET' })
      .replyWithError(new errors.HeadersTimeoutError());
    const t = await h.run(RULES, { cookie, variables: { search: 'foot' } });
    expect(codes(t)).toEqual(['UPSTREAM_UNAVAILABLE']);
  });
});

describe('seoRule', () => {
  it('loads one rule by entity type path segment and altCtx', async () => {
    const cookie = asAdmin();
    h.upstream
      .intercept({ path: '/seo-rules/websiteId/1/language/2/type/sport/58?altCtx=earlyPayout', method: 'GET' })
      .reply(200, upstreamRule({ altCtx: 'earlyPayout' }));
    const r = await h.run(RULE, { cookie, variables: { type: 'SPORT', entityId: '58', altCtx: 'earlyPayout' } });
    expect(r.data?.seoRule).toMatchObject({ id: '1:2:SPORT:58:earlyPayout', ruleId: '11', name: 'Football', altCtx: 'earlyPayout' });
  });

  it.each([
    ['404', (i: any) => i.reply(404, { statusCode: 404, message: 'Entity not found' })],
    ['500', (i: any) => i.reply(500, {}).times(3)],
    ['a malformed answer', (i: any) => i.reply(200, { id: 'x', noindex: 'maybe' })],
  ])('%s → a new rule with ruleId null and empty texts (spec 001 §4)', async (_name, reply) => {
    const cookie = asAdmin();
    reply(h.upstream.intercept({ path: '/seo-rules/websiteId/1/language/2/type/casino-category/7', method: 'GET' }));
    const r = await h.run(RULE, { cookie, variables: { type: 'CASINO_CATEGORY', entityId: '7' } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.seoRule).toEqual({
      id: '1:2:CASINO_CATEGORY:7:',
      ruleId: null,
      name: '',
      entityType: 'CASINO_CATEGORY',
      entityId: '7',
      altCtx: null,
      metaTitle: '',
      content: '',
    });
  });
});

describe('seoTemplates', () => {
  it('lists the website templates of one language', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: `${SEARCH_PATH}?templates=true&websiteId=1`, method: 'GET' }).reply(200, [
      upstreamRule({
        id: 3,
        entityType: 'SeoTemplateEntity',
        entityId: 2,
        translation: 'sport-page',
        target: { id: 2, type: 'template' },
      }),
    ]);
    const r = await h.run('{ seoTemplates(websiteId: "1", languageId: "2") { id ruleId name entityType } }', { cookie });
    expect(r.data?.seoTemplates).toEqual([{ id: '1:2:TEMPLATE:2:', ruleId: '3', name: 'sport-page', entityType: 'TEMPLATE' }]);
  });
});
