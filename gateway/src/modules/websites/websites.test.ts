import { useHarness, codes } from '../../test/harness';
import { ADMIN, MANAGER, WEBSITES, page, website } from '../../test/fixtures';

const WEBSITES_QUERY = /* GraphQL */ `
  query Websites($page: Int, $pageSize: Int, $search: String) {
    websites(page: $page, pageSize: $pageSize, search: $search) {
      items {
        id
        name
        url
        betshopId
        viewerLevel
        viewerCanWrite
        betshop {
          id
          name
          marketId
          market {
            id
            defaultLanguage
            additionalLanguages
          }
        }
      }
      totalItems
      pageCount
      page
    }
  }
`;

const h = useHarness();

describe('websites', () => {
  it('lets the upstream page for an admin (every website, WRITE)', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/websites?page=1&limit=2&term=site', method: 'GET' }).reply(200, page(WEBSITES.slice(0, 2), 5, 3));
    const r = await h.run(WEBSITES_QUERY, { variables: { pageSize: 2, search: 'site' }, cookie: h.sessionCookie(ADMIN) });
    expect(r.errors).toBeUndefined();
    expect(r.data?.websites).toMatchObject({ totalItems: 5, pageCount: 3, page: 1 });
    expect(r.data?.websites.items[0]).toEqual({
      id: '1',
      name: 'Site 1',
      url: 'https://site1.example.com',
      betshopId: '11',
      viewerLevel: 'WRITE',
      viewerCanWrite: true,
      betshop: {
        id: '11',
        name: 'Betshop 1',
        marketId: '100',
        market: { id: '100', defaultLanguage: 'en', additionalLanguages: ['de', 'fr'] },
      },
    });
  });

  it('shows a manager only the websites they can read, paged after filtering', async () => {
    h.expectCheckAuth(MANAGER); // read on 1, write on 2
    h.upstream.intercept({ path: '/websites?page=1&limit=999', method: 'GET' }).reply(200, page(WEBSITES, 5, 1));
    const r = await h.run(WEBSITES_QUERY, { variables: { pageSize: 1, page: 2 }, cookie: h.sessionCookie(MANAGER) });
    expect(r.data?.websites).toMatchObject({ totalItems: 2, pageCount: 2, page: 2 });
    expect(
      r.data?.websites.items.map((w: { id: string; viewerLevel: string; viewerCanWrite: boolean }) => [
        w.id,
        w.viewerLevel,
        w.viewerCanWrite,
      ]),
    ).toEqual([['2', 'WRITE', true]]);
  });

  it('reads the websites of given ids, in their order, leaving out an id that names none', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/websites/3', method: 'GET' }).reply(200, website(3));
    h.upstream.intercept({ path: '/websites/150', method: 'GET' }).reply(404, { message: 'Website not found' });
    h.upstream.intercept({ path: '/websites/1', method: 'GET' }).reply(200, website(1));
    const r = await h.run('query($ids: [ID!]) { websites(ids: $ids, pageSize: 10) { items { id name } totalItems pageCount } }', {
      variables: { ids: ['3', '150', '1', '03'] },
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.websites).toEqual({
      items: [
        { id: '3', name: 'Site 3' },
        { id: '1', name: 'Site 1' },
      ],
      totalItems: 2,
      pageCount: 1,
    });
  });

  it('asks only for the ids a manager can read, and refuses ids with a search', async () => {
    h.expectCheckAuth(MANAGER); // read on 1, write on 2
    h.upstream.intercept({ path: '/websites/1', method: 'GET' }).reply(200, website(1));
    const r = await h.run('{ websites(ids: ["1", "3"]) { items { id } } }', { cookie: h.sessionCookie(MANAGER) });
    expect(r.data?.websites.items).toEqual([{ id: '1' }]);
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /websites/1']);
    h.expectCheckAuth(ADMIN);
    const both = await h.run('{ websites(ids: ["1"], search: "x") { totalItems } }', { cookie: h.sessionCookie(ADMIN) });
    expect(codes(both)).toEqual(['BAD_USER_INPUT']);
  });

  it('reads every page of the websites for a manager: a website past the first 999 is listed', async () => {
    const far = {
      ...MANAGER,
      onlinePermissions: JSON.stringify({ permissions: {}, onlineWebsitePermissions: { '2': 'read', '2500': 'write' } }),
    };
    h.expectCheckAuth(far);
    const all = Array.from({ length: 2500 }, (_, i) => website(i + 1));
    for (const n of [1, 2, 3]) {
      h.upstream
        .intercept({ path: `/websites?page=${n}&limit=999`, method: 'GET' })
        .reply(200, page(all.slice((n - 1) * 999, n * 999), 2500, 3));
    }
    const r = await h.run(WEBSITES_QUERY, { variables: { pageSize: 10, page: 1 }, cookie: h.sessionCookie(far) });
    expect(r.data?.websites).toMatchObject({ totalItems: 2, pageCount: 1 });
    expect(r.data?.websites.items.map((w: { url: string }) => w.url)).toEqual([
      'https://site2.example.com',
      'https://site2500.example.com',
    ]);
    expect(r.calls.filter((c) => c.startsWith('GET /websites'))).toHaveLength(3);
  });

  it('answers an empty page without an upstream call when nothing is readable', async () => {
    const nobody = { ...MANAGER, onlinePermissions: null };
    h.expectCheckAuth(nobody);
    const r = await h.run(WEBSITES_QUERY, { cookie: h.sessionCookie(nobody) });
    expect(r.data?.websites).toEqual({ items: [], totalItems: 0, pageCount: 0, page: 1 });
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('defaults the market language to en and unpacks a JSON string of languages', async () => {
    h.expectCheckAuth(ADMIN);
    const w = website(1);
    w.betshop.market = { ...w.betshop.market, defaultLanguage: null, additionalLanguages: '["it"]' } as never;
    h.upstream.intercept({ path: '/websites/1', method: 'GET' }).reply(200, w);
    const r = await h.run('{ website(id: "1") { betshop { market { defaultLanguage additionalLanguages } } } }', {
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.data?.website.betshop.market).toEqual({ defaultLanguage: 'en', additionalLanguages: ['it'] });
  });

  it('hides a website the viewer cannot read, without asking the upstream', async () => {
    h.expectCheckAuth(MANAGER);
    const r = await h.run('{ website(id: "3") { id } }', { cookie: h.sessionCookie(MANAGER) });
    expect(r.data).toEqual({ website: null });
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('is UNAUTHENTICATED when signed out', async () => {
    const r = await h.run(WEBSITES_QUERY);
    expect(codes(r)).toEqual(['UNAUTHENTICATED']);
  });
});
