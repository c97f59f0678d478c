import { useHarness } from '../../test/harness';
import { ADMIN, STAFF_MANAGER } from '../../test/fixtures';

const h = useHarness();
const asAdmin = () => {
  h.expectCheckAuth(ADMIN);
  return h.sessionCookie(ADMIN);
};

describe('SEO export route', () => {
  const EXPORT_PATH = '/seo-rules/websiteId/1/language/2/export';
  let base: string;
  beforeEach(async () => {
    base = (await h.gateway.listen(0, '127.0.0.1')).url;
  });
  const get = (query: string, cookie?: string) => fetch(`${base}/exports/seo/1.csv${query}`, { headers: cookie ? { cookie } : {} });

  it('is the URL on Website', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/websites/1', method: 'GET' }).reply(200, { id: 1, name: 'Site', url: 'https://s.example' });
    const r = await h.run('{ website(id: "1") { seoExportUrl } }', { cookie });
    expect(r.data?.website).toEqual({ seoExportUrl: '/exports/seo/1.csv' });
  });

  it('streams the CSV with the chosen columns and formula cells neutralised', async () => {
    const cookie = asAdmin();
    h.upstream
      .intercept({ path: `${EXPORT_PATH}?category=casino-pages&metaTitle=true&content=false`, method: 'GET' })
      .reply(200, 'type,entityId,altCtx,name,metaTitle\nsport,58,,Football,"=HYPERLINK(""x"")"\npage,1,,@promo,+1\n', {
        headers: { 'content-type': 'text/csv' },
      });
    const res = await get('?languageId=2&category=casino-pages&metaTitle=true&content=false', cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await res.text()).toBe('type,entityId,altCtx,name,metaTitle\nsport,58,,Football,"\'=HYPERLINK(""x"")"\npage,1,,\'@promo,\'+1\n');
  });

  it('passes the upstream 404 {message} through as JSON with its status', async () => {
    const cookie = asAdmin();
    const message = 'There are no available SEO rules for given criteria!';
    h.upstream.intercept({ path: EXPORT_PATH, method: 'GET' }).reply(404, { statusCode: 404, message, error: 'Not Found' });
    const res = await get('?languageId=2', cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message });
  });

  it('checks the session and READ, and the query, before calling upstream', async () => {
    expect((await get('?languageId=2')).status).toBe(401);
    h.expectCheckAuth(STAFF_MANAGER);
    expect((await get('?languageId=2', h.sessionCookie(STAFF_MANAGER))).status).toBe(403);
    expect((await get('?languageId=x', h.sessionCookie(ADMIN))).status).toBe(400);
    expect((await get('?languageId=2&category=nope', h.sessionCookie(ADMIN))).status).toBe(400);
  });
});
