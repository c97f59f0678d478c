import { useHarness, codes } from '../../test/harness';
import { ADMIN, DEVELOPER, MANAGER, page } from '../../test/fixtures';

const h = useHarness();
const SOURCE = '/api/territory-hierarchy/v1';
const PULL_COMPANIES = 'mutation { pullCompaniesFromSource { added updated unchanged userErrors { field message } } }';
const PULL_BETSHOPS = 'mutation { pullBetshopsFromSource(marketId: "1") { added updated unchanged userErrors { field message } } }';

describe('organisation lists', () => {
  it('pages companies with the search sent upstream', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream
      .intercept({ path: '/company/get-all?page=2&limit=10&term=star', method: 'GET' })
      .reply(200, page([{ id: 1, name: 'Star Entertainment Ltd', externalId: 'C-1001' }], 11, 2));
    const r = await h.run('{ companies(page: 2, search: " star ") { items { id name externalId } totalItems pageCount page } }', {
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.companies).toEqual({
      items: [{ id: '1', name: 'Star Entertainment Ltd', externalId: 'C-1001' }],
      totalItems: 11,
      pageCount: 2,
      page: 2,
    });
  });

  it('gives a market with its company for breadcrumbs', async () => {
    h.expectCheckAuth(DEVELOPER, 'token-3');
    h.upstream.intercept({ path: '/markets/4', method: 'GET' }).reply(200, {
      id: 4,
      name: 'Germany',
      externalId: 'M-2004',
      companyId: 2,
      defaultLanguage: 'de',
      additionalLanguages: ['en'],
    });
    h.upstream.intercept({ path: '/markets/4/bredcrumps', method: 'GET' }).reply(200, {
      company: { id: 2, name: 'Adriatic' },
      market: { id: 4, name: 'Germany' },
    });
    const r = await h.run('{ market(id: "4") { id name defaultLanguage company { id name } } }', { cookie: h.sessionCookie(DEVELOPER) });
    expect(r.data?.market).toEqual({ id: '4', name: 'Germany', defaultLanguage: 'de', company: { id: '2', name: 'Adriatic' } });
  });

  it('is FORBIDDEN for a manager, without an upstream call', async () => {
    h.expectCheckAuth(MANAGER);
    const r = await h.run('{ betshops(marketId: "1") { totalItems } }', { cookie: h.sessionCookie(MANAGER) });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });
});

describe('organisation pulls', () => {
  it('reads the source and upserts it, reporting the counts', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: `${SOURCE}/companies`, method: 'GET' }).reply(200, [{ id: 'C-1001', name: 'Star' }]);
    h.upstream
      .intercept({ path: '/company/save', method: 'POST', body: JSON.stringify({ companies: [{ externalId: 'C-1001', name: 'Star' }] }) })
      .reply(201, { added: 0, updated: 0, unchanged: 1, items: [] });
    const r = await h.run(PULL_COMPANIES, { cookie: h.sessionCookie(ADMIN) });
    expect(r.data?.pullCompaniesFromSource).toEqual({ added: 0, updated: 0, unchanged: 1, userErrors: [] });
  });

  it("answers 'Problem with REST' when the source is down, saving nothing", async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream
      .intercept({ path: `${SOURCE}/companies`, method: 'GET' })
      .reply(500, {})
      .times(3);
    const r = await h.run(PULL_COMPANIES, { cookie: h.sessionCookie(ADMIN) });
    expect(r.data?.pullCompaniesFromSource).toEqual({
      added: null,
      updated: null,
      unchanged: null,
      userErrors: [{ field: null, message: 'Problem with REST' }],
    });
    expect(r.calls.filter((c) => c.startsWith('POST /company'))).toEqual([]);
  });

  it("answers 'Problem with WSBO' when the operator API fails the save", async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/markets/1', method: 'GET' }).reply(200, { id: 1, name: 'UK', externalId: 'M-2001', companyId: 1 });
    h.upstream
      .intercept({ path: `${SOURCE}/markets/M-2001/betshops`, method: 'GET' })
      .reply(200, [{ id: 'B-3001', name: 'One', marketId: 'M-2001' }]);
    h.upstream.intercept({ path: '/betshops/save', method: 'POST' }).reply(500, { statusCode: 500, message: 'Internal server error' });
    const r = await h.run(PULL_BETSHOPS, { cookie: h.sessionCookie(ADMIN) });
    expect(r.data?.pullBetshopsFromSource.userErrors).toEqual([{ field: null, message: 'Problem with WSBO' }]);
  });

  it("turns an upstream 400 on save into 'Problem with WSBO'", async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: `${SOURCE}/companies`, method: 'GET' }).reply(200, [{ id: 'C-1', name: '' }]);
    h.upstream.intercept({ path: '/company/save', method: 'POST' }).reply(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: [{ property: 'companies.0.name', constraints: { isNotEmpty: 'name should not be empty' } }],
    });
    const r = await h.run(PULL_COMPANIES, { cookie: h.sessionCookie(ADMIN) });
    expect(r.data?.pullCompaniesFromSource.userErrors).toEqual([{ field: null, message: 'Problem with WSBO' }]);
  });

  it("finds the company of 'Update markets' on any page of the companies", async () => {
    h.expectCheckAuth(ADMIN);
    const companies = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, name: `Company ${i + 1}`, externalId: null }));
    for (const n of [1, 2, 3]) {
      h.upstream
        .intercept({ path: `/company/get-all?page=${n}&limit=100`, method: 'GET' })
        .reply(200, page(companies.slice((n - 1) * 100, n * 100), 250, 3));
    }
    const r = await h.run('mutation { pullMarketsFromSource(companyId: "230") { userErrors { field message } } }', {
      cookie: h.sessionCookie(ADMIN),
    });
    // Found (not 'Company not found'): it is the company's own record that stops the pull.
    expect(r.data?.pullMarketsFromSource.userErrors).toEqual([
      { field: 'companyId', message: 'This company did not come from the territory source.' },
    ]);
    expect(r.calls.filter((c) => c.startsWith('GET /company/get-all'))).toHaveLength(3);
  });

  it('is FORBIDDEN for a manager before touching either upstream', async () => {
    h.expectCheckAuth(MANAGER);
    const r = await h.run(PULL_COMPANIES, { cookie: h.sessionCookie(MANAGER) });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('is UPSTREAM_UNAVAILABLE when the operator API is down for a list', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/company/get-all?page=1&limit=10', method: 'GET' }).reply(503, {}).times(3);
    const r = await h.run('{ companies { totalItems } }', { cookie: h.sessionCookie(ADMIN) });
    expect(codes(r)).toEqual(['UPSTREAM_UNAVAILABLE']);
  });
});
