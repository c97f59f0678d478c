import { useHarness, codes } from '../../test/harness';
import { ADMIN, STAFF_MANAGER, page } from '../../test/fixtures';

const h = useHarness();
const QUERY = 'query($s: String) { betshopOptions(search: $s, limit: 2) { id name marketId } }';

describe('betshopOptions', () => {
  it('walks companies, markets and betshops, searching upstream, up to the limit', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream
      .intercept({ path: '/company/get-all?page=1&limit=999', method: 'GET' })
      .reply(200, page([{ id: 1, name: 'Star', externalId: 'C-1001' }], 1, 1));
    h.upstream.intercept({ path: '/company/1/markets?page=1&limit=999', method: 'GET' }).reply(
      200,
      page(
        [1, 2].map((id) => ({ id, name: `M${id}`, externalId: null, companyId: 1, defaultLanguage: 'en', additionalLanguages: [] })),
        2,
        1,
      ),
    );
    h.upstream.intercept({ path: '/markets/1/betshops?page=1&limit=999&term=lucky', method: 'GET' }).reply(
      200,
      page(
        [3, 4, 5].map((id) => ({ id, name: `Lucky ${id}`, externalId: null, marketId: 1 })),
        3,
        1,
      ),
    );
    const r = await h.run(QUERY, { variables: { s: 'lucky' }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data?.betshopOptions).toEqual([
      { id: '3', name: 'Lucky 3', marketId: '1' },
      { id: '4', name: 'Lucky 4', marketId: '1' },
    ]);
  });

  it('is FORBIDDEN for someone who can write no website', async () => {
    h.expectCheckAuth(STAFF_MANAGER, 'token-5');
    const r = await h.run(QUERY, { cookie: h.sessionCookie(STAFF_MANAGER) });
    expect(codes(r)).toEqual(['FORBIDDEN']);
  });
});
