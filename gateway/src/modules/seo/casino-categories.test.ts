import { codes, useHarness } from '../../test/harness';
import { ADMIN, STAFF_MANAGER, website } from '../../test/fixtures';
import { CASINO, casinoCategory } from './fixtures';

const h = useHarness({ CASINO_URL: CASINO });
const CATEGORIES = `query($search: String, $page: Int) {
  seoCasinoCategories(websiteId: "1", search: $search, page: $page) {
    items { id casinoCategoryId name isLive isMobile active hidden numberOfGames }
    totalItems pageCount page
  }
}`;
const PAYLOAD = {
  data: { payload: Array.from({ length: 23 }, (_, i) => casinoCategory(i + 1, i % 2 ? `Slots ${i + 1}` : `Live ${i + 1}`)) },
};
const PAGES_PATH = '/api/casino/v1/casino-pages/market/100';

const casino = () => h.agent.get(CASINO);
const asAdmin = () => {
  h.expectCheckAuth(ADMIN);
  return h.sessionCookie(ADMIN);
};
const expectWebsite = () => h.upstream.intercept({ path: '/websites/1', method: 'GET' }).reply(200, website(1));
const expectToken = (token: string, expiresIn = 300) =>
  h.upstream
    .intercept({ path: '/api-rest/get-token', method: 'GET', headers: { 'activation-token': 'AB12' } })
    .reply(200, { token, expiresIn });
/** The casino REST takes the casino bearer and no activation header. */
const withBearer = (token: string) => (headers: Record<string, string>) =>
  headers.authorization === `Bearer ${token}` && !('activation-token' in headers);

describe('seoCasinoCategories', () => {
  it("lists the market's categories with the casino bearer, filtered by name and paged by 10", async () => {
    const cookie = asAdmin();
    expectWebsite();
    expectToken('c1');
    casino()
      .intercept({ path: PAGES_PATH, method: 'GET', headers: withBearer('c1') })
      .reply(200, PAYLOAD);
    const r = await h.run(CATEGORIES, { cookie, variables: { search: 'SLOTS', page: 2 } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.seoCasinoCategories).toMatchObject({ totalItems: 11, pageCount: 2, page: 2 });
    expect(r.data?.seoCasinoCategories.items).toEqual([
      {
        id: '1:22',
        casinoCategoryId: '22',
        name: 'Slots 22',
        isLive: true,
        isMobile: true,
        active: true,
        hidden: false,
        numberOfGames: 66,
      },
    ]);
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /websites/1', 'GET /api-rest/get-token', `GET ${PAGES_PATH}`]);
  });

  it('reuses one token for many requests of the session', async () => {
    expectToken('c1');
    for (let i = 0; i < 3; i++) {
      const cookie = asAdmin();
      expectWebsite();
      casino()
        .intercept({ path: PAGES_PATH, method: 'GET', headers: withBearer('c1') })
        .reply(200, PAYLOAD);
      const r = await h.run(CATEGORIES, { cookie });
      expect(r.data?.seoCasinoCategories.totalItems).toBe(23);
      expect(r.calls.filter((c) => c === 'GET /api-rest/get-token')).toHaveLength(i === 0 ? 1 : 0);
    }
  });

  it('concurrent requests share one token call', async () => {
    h.upstream.intercept({ path: '/auth/check-auth', method: 'POST' }).reply(200, { user: ADMIN }).persist();
    h.upstream.intercept({ path: '/websites/1', method: 'GET' }).reply(200, website(1)).persist();
    expectToken('c1');
    casino()
      .intercept({ path: PAGES_PATH, method: 'GET', headers: withBearer('c1') })
      .reply(200, PAYLOAD)
      .times(4);
    const cookie = h.sessionCookie(ADMIN);
    const results = await Promise.all([1, 2, 3, 4].map(() => h.run(CATEGORIES, { cookie })));
    for (const r of results) expect(r.errors).toBeUndefined();
    expect(results.flatMap((r) => r.calls).filter((c) => c === 'GET /api-rest/get-token')).toHaveLength(1);
  });

  it('an expired token is replaced', async () => {
    expectToken('old', 0);
    expectToken('new');
    for (const token of ['old', 'new']) {
      const cookie = asAdmin();
      expectWebsite();
      casino()
        .intercept({ path: PAGES_PATH, method: 'GET', headers: withBearer(token) })
        .reply(200, PAYLOAD);
      const r = await h.run(CATEGORIES, { cookie });
      expect(r.errors).toBeUndefined();
    }
  });

  it('a casino 401 drops the token and retries once with a new one', async () => {
    const cookie = asAdmin();
    expectWebsite();
    expectToken('revoked');
    expectToken('fresh');
    casino()
      .intercept({ path: PAGES_PATH, method: 'GET', headers: withBearer('revoked') })
      .reply(401, { statusCode: 401 });
    casino()
      .intercept({ path: PAGES_PATH, method: 'GET', headers: withBearer('fresh') })
      .reply(200, PAYLOAD);
    const r = await h.run(CATEGORIES, { cookie, variables: { search: 'live 1' } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.seoCasinoCategories.items.map((c: { name: string }) => c.name)).toEqual([
      'Live 1',
      'Live 11',
      'Live 13',
      'Live 15',
      'Live 17',
      'Live 19',
    ]);
  });

  it('a second 401 → UPSTREAM_UNAVAILABLE (the session itself stays valid)', async () => {
    const cookie = asAdmin();
    expectWebsite();
    expectToken('a');
    expectToken('b');
    casino().intercept({ path: PAGES_PATH, method: 'GET' }).reply(401, { statusCode: 401 }).times(2);
    const r = await h.run(CATEGORIES, { cookie });
    expect(codes(r)).toEqual(['UPSTREAM_UNAVAILABLE']);
  });

  it('a token call refused with 401 → UNAUTHENTICATED', async () => {
    const cookie = asAdmin();
    expectWebsite();
    h.upstream.intercept({ path: '/api-rest/get-token', method: 'GET' }).reply(401, { statusCode: 401 });
    const r = await h.run(CATEGORIES, { cookie });
    expect(codes(r)).toEqual(['UNAUTHENTICATED']);
  });

  it('FORBIDDEN without READ on SEO rules, before any other call', async () => {
    h.expectCheckAuth(STAFF_MANAGER);
    const r = await h.run(CATEGORIES, { cookie: h.sessionCookie(STAFF_MANAGER) });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });
});
