import { codes, useHarness } from '../../test/harness';
import { ADMIN, MANAGER } from '../../test/fixtures';

const LIST = '{ tooltipSports { id sportId name websiteIds } }';
const SET = /* GraphQL */ `
  mutation Set($websiteId: ID!, $sportId: ID!, $enabled: Boolean!) {
    setWebsiteTooltipsEnabled(websiteId: $websiteId, sportId: $sportId, enabled: $enabled) {
      tooltipSport {
        id
        sportId
        websiteIds
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const sport = (id: number, sportId: number, name: string, websiteIds: unknown) => ({ id, sportId, name, websiteIds, tooltips: '[]' });
const ITEMS = [sport(1, 58, 'Football', '[1,2]'), sport(2, 56, 'Tennis', '[1]'), sport(3, 55, 'Basketball', '[]')];
const TOOLTIPS_PATH = '/tooltips?page=1&limit=200';

const h = useHarness();

function stubList(items: unknown[] = ITEMS) {
  h.upstream.intercept({ path: TOOLTIPS_PATH, method: 'GET' }).reply(200, { items, totalItems: items.length, pageCount: 1 });
}

describe('tooltipSports', () => {
  it('lists sports with websiteIds unpacked from their JSON string', async () => {
    h.expectCheckAuth(ADMIN);
    stubList();
    const r = await h.run(LIST, { cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.tooltipSports).toEqual([
      { id: '1', sportId: '58', name: 'Football', websiteIds: ['1', '2'] },
      { id: '2', sportId: '56', name: 'Tennis', websiteIds: ['1'] },
      { id: '3', sportId: '55', name: 'Basketball', websiteIds: [] },
    ]);
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /tooltips']);
  });

  it('reads every page of the sports with tooltips', async () => {
    h.expectCheckAuth(ADMIN);
    const many = Array.from({ length: 450 }, (_, i) => sport(i + 1, 1000 + i, `Sport ${i + 1}`, '[]'));
    for (const n of [1, 2, 3]) {
      h.upstream
        .intercept({ path: `/tooltips?page=${n}&limit=200`, method: 'GET' })
        .reply(200, { items: many.slice((n - 1) * 200, n * 200), totalItems: 450, pageCount: 3 });
    }
    const r = await h.run('{ tooltipSports { id } }', { cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.tooltipSports).toHaveLength(450);
    expect(r.data!.tooltipSports[449]).toEqual({ id: '450' });
    expect(r.calls.filter((c) => c === 'GET /tooltips')).toHaveLength(3);
  });

  it('turns a malformed websiteIds into an error on that field only', async () => {
    h.expectCheckAuth(ADMIN);
    stubList([sport(1, 58, 'Football', '[1,'), sport(2, 56, 'Tennis', '[1]')]);
    const r = await h.run('{ tooltipSports { id name } }', { cookie: h.sessionCookie(ADMIN) });
    expect(r.errors).toBeUndefined();
    expect(r.data!.tooltipSports).toHaveLength(2);

    h.expectCheckAuth(ADMIN);
    stubList([sport(1, 58, 'Football', '{"a":1}')]);
    const withIds = await h.run(LIST, { cookie: h.sessionCookie(ADMIN) });
    expect(withIds.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['tooltipSports.0.websiteIds', 'UPSTREAM_UNAVAILABLE'],
    ]);
  });

  it('is FORBIDDEN without read on tooltips', async () => {
    h.expectCheckAuth(MANAGER);
    const r = await h.run(LIST, { cookie: h.sessionCookie(MANAGER) });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });
});

describe('setWebsiteTooltipsEnabled', () => {
  it('toggles when the state differs and returns the updated sport', async () => {
    h.expectCheckAuth(ADMIN);
    stubList();
    let sent: unknown;
    h.upstream.intercept({ path: '/tooltips/website', method: 'POST' }).reply((opts) => {
      sent = JSON.parse(opts.body as string);
      return { statusCode: 201, data: sport(3, 55, 'Basketball', '[3]') };
    });
    const r = await h.run(SET, { variables: { websiteId: '3', sportId: '55', enabled: true }, cookie: h.sessionCookie(ADMIN) });
    expect(sent).toEqual({ websiteId: 3, sportId: 55 });
    expect(r.data!.setWebsiteTooltipsEnabled).toEqual({ tooltipSport: { id: '3', sportId: '55', websiteIds: ['3'] }, userErrors: [] });
  });

  it('is idempotent: no toggle when the state already matches', async () => {
    h.expectCheckAuth(ADMIN);
    stubList();
    const r = await h.run(SET, { variables: { websiteId: '1', sportId: '58', enabled: true }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.setWebsiteTooltipsEnabled.tooltipSport).toEqual({ id: '1', sportId: '58', websiteIds: ['1', '2'] });
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /tooltips']);
  });

  it("returns the upstream's message as a userError without a field when the toggle fails", async () => {
    h.expectCheckAuth(ADMIN);
    stubList();
    h.upstream.intercept({ path: '/tooltips/website', method: 'POST' }).reply(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: [{ property: 'websiteId', constraints: { exists: 'Website not found' } }],
    });
    const r = await h.run(SET, { variables: { websiteId: '1', sportId: '58', enabled: false }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.setWebsiteTooltipsEnabled).toEqual({ tooltipSport: null, userErrors: [{ field: null, message: 'Website not found' }] });

    h.expectCheckAuth(ADMIN);
    stubList();
    h.upstream
      .intercept({ path: '/tooltips/website', method: 'POST' })
      .reply(404, { statusCode: 404, message: 'Sport tooltips not found' });
    const missing = await h.run(SET, { variables: { websiteId: '1', sportId: '58', enabled: false }, cookie: h.sessionCookie(ADMIN) });
    expect(missing.data!.setWebsiteTooltipsEnabled.userErrors).toEqual([{ field: null, message: 'Sport tooltips not found' }]);
  });

  it('is FORBIDDEN without write on tooltips for that website, before any upstream call', async () => {
    h.expectCheckAuth(MANAGER);
    const r = await h.run(SET, { variables: { websiteId: '2', sportId: '58', enabled: true }, cookie: h.sessionCookie(MANAGER) });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('maps 401 to UNAUTHENTICATED and 500 to UPSTREAM_UNAVAILABLE', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: TOOLTIPS_PATH, method: 'GET' }).reply(401, { statusCode: 401, message: 'Unauthorized' });
    expect(codes(await h.run(LIST, { cookie: h.sessionCookie(ADMIN) }))).toEqual(['UNAUTHENTICATED']);

    h.expectCheckAuth(ADMIN);
    stubList();
    h.upstream.intercept({ path: '/tooltips/website', method: 'POST' }).reply(500, { statusCode: 500 });
    const r = await h.run(SET, { variables: { websiteId: '3', sportId: '55', enabled: true }, cookie: h.sessionCookie(ADMIN) });
    expect(codes(r)).toEqual(['UPSTREAM_UNAVAILABLE']);
  });
});
