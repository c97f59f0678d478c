import { useHarness, codes } from '../../test/harness';
import { ADMIN, STAFF_MANAGER, page } from '../../test/fixtures';

const h = useHarness();
const QUERY = 'query($s: String) { betshopOptions(search: $s, limit: 2) { items { id name marketId } totalItems } }';

describe('betshopOptions', () => {
  it('searches every market in one upstream call and says how many match in all', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/betshops?page=1&limit=2&term=lucky', method: 'GET' }).reply(
      200,
      page(
        [3, 4].map((id) => ({ id, name: `Lucky ${id}`, externalId: null, marketId: 1 })),
        5,
        3,
      ),
    );
    const r = await h.run(QUERY, { variables: { s: ' lucky ' }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data?.betshopOptions).toEqual({
      items: [
        { id: '3', name: 'Lucky 3', marketId: '1' },
        { id: '4', name: 'Lucky 4', marketId: '1' },
      ],
      totalItems: 5,
    });
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /betshops']);
  });

  it('is FORBIDDEN for someone who can write no website', async () => {
    h.expectCheckAuth(STAFF_MANAGER, 'token-5');
    const r = await h.run(QUERY, { cookie: h.sessionCookie(STAFF_MANAGER) });
    expect(codes(r)).toEqual(['FORBIDDEN']);
  });
});
