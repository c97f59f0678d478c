import { useHarness, codes } from '../../test/harness';
import { ADMIN, MANAGER, website } from '../../test/fixtures';

const h = useHarness();
const CREATE = `mutation($input: CreateWebsiteInput!) {
  createWebsite(input: $input) { website { id name url betshopId roleIsManager viewerCanWrite } userErrors { field message } }
}`;
const UPDATE = `mutation($input: UpdateWebsiteInput!) {
  updateWebsite(input: $input) { website { id name } userErrors { field message } }
}`;

describe('website mutations', () => {
  it('creates a website as an admin', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream
      .intercept({
        path: '/websites',
        method: 'POST',
        body: JSON.stringify({ name: 'Site 6', url: 'https://site6.example.com', betshopId: 16 }),
      })
      .reply(201, { ...website(6), role: 1 });
    const r = await h.run(CREATE, {
      variables: { input: { name: 'Site 6', url: 'https://site6.example.com', betshopId: '16' } },
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.data?.createWebsite).toEqual({
      website: { id: '6', name: 'Site 6', url: 'https://site6.example.com', betshopId: '16', roleIsManager: false, viewerCanWrite: true },
      userErrors: [],
    });
  });

  it.each(['javascript://example.com/%0Aalert(1)', 'ftp://files.example.com', 'starbet.example.com', 'https://exa mple.com'])(
    'refuses %s as a website url on create and update, readably and without an upstream call',
    async (url) => {
      h.expectCheckAuth(ADMIN);
      const created = await h.run(CREATE, { variables: { input: { name: 'Site', url, betshopId: '1' } }, cookie: h.sessionCookie(ADMIN) });
      expect(created.data?.createWebsite).toEqual({
        website: null,
        userErrors: [{ field: 'url', message: 'Enter the full address, starting with http:// or https://' }],
      });
      h.expectCheckAuth(ADMIN);
      const updated = await h.run(UPDATE, {
        variables: { input: { id: '1', name: 'Site', url, betshopId: '1' } },
        cookie: h.sessionCookie(ADMIN),
      });
      expect(updated.data?.updateWebsite.userErrors).toEqual([
        { field: 'url', message: 'Enter the full address, starting with http:// or https://' },
      ]);
      expect([...created.calls, ...updated.calls].filter((c) => !c.includes('/auth/'))).toEqual([]);
    },
  );

  it('turns an upstream 400 into userErrors', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/websites', method: 'POST' }).reply(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: [
        { property: 'url', constraints: { isNotEmpty: 'The url is required' } },
        { property: 'betshopId', constraints: { exists: 'Betshop not found' } },
      ],
    });
    const r = await h.run(CREATE, { variables: { input: { name: 'x', url: '', betshopId: '999' } }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data?.createWebsite.userErrors).toEqual([
      { field: 'url', message: 'The url is required' },
      { field: 'betshopId', message: 'Betshop not found' },
    ]);
  });

  it('lets a manager edit a website they can write', async () => {
    h.expectCheckAuth(MANAGER); // write on 2
    h.upstream.intercept({ path: '/websites/2', method: 'PATCH' }).reply(200, { ...website(2), name: 'Renamed' });
    const r = await h.run(UPDATE, {
      variables: { input: { id: '2', name: 'Renamed', url: 'https://site2.example.com', betshopId: '12' } },
      cookie: h.sessionCookie(MANAGER),
    });
    expect(r.data?.updateWebsite).toEqual({ website: { id: '2', name: 'Renamed' }, userErrors: [] });
  });

  it.each([
    ['create', CREATE, { input: { name: 'x', url: 'https://x.example.com', betshopId: '1' } }],
    ['update a read-only website', UPDATE, { input: { id: '1', name: 'x', url: 'https://x.example.com', betshopId: '1' } }],
    ['delete a read-only website', 'mutation($id: ID!) { deleteWebsite(id: $id) { deletedWebsiteId } }', { id: '1' }],
  ])('is FORBIDDEN for a manager to %s, with no upstream write', async (_name, query, variables) => {
    h.expectCheckAuth(MANAGER);
    const r = await h.run(query, { variables, cookie: h.sessionCookie(MANAGER) });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('deletes a website and is UPSTREAM_UNAVAILABLE when the upstream is down', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/websites/3', method: 'DELETE' }).reply(200, { id: 3 });
    const ok = await h.run('mutation { deleteWebsite(id: "3") { deletedWebsiteId userErrors { message } } }', {
      cookie: h.sessionCookie(ADMIN),
    });
    expect(ok.data?.deleteWebsite).toEqual({ deletedWebsiteId: '3', userErrors: [] });
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/websites/4', method: 'DELETE' }).reply(502, {});
    const down = await h.run('mutation { deleteWebsite(id: "4") { deletedWebsiteId } }', { cookie: h.sessionCookie(ADMIN) });
    expect(codes(down)).toEqual(['UPSTREAM_UNAVAILABLE']);
  });
});
