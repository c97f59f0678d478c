import { createHarness, useHarness, codes } from '../../test/harness';
import { ADMIN, MANAGER, STAFF_MANAGER, page } from '../../test/fixtures';

const USERS = /* GraphQL */ `
  query Users($page: Int, $pageSize: Int, $search: String, $sort: UserSort) {
    users(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {
      items {
        id
        email
        role
        isDeveloper
        viewerCanEdit
        viewerCanDelete
        viewerCanChangeRole
      }
      totalItems
      pageCount
      page
    }
  }
`;
const USER = /* GraphQL */ `
  query User($id: ID!) {
    user(id: $id) {
      id
      email
      role
      permissions {
        key
        level
      }
      websitePermissions {
        websiteId
        level
      }
      helpPermissions {
        websiteId
        level
      }
    }
  }
`;

const h = useHarness();

const asAdmin = () => {
  h.expectCheckAuth(ADMIN);
  return h.sessionCookie(ADMIN);
};

describe('users list', () => {
  it('maps paging, search and sort to the upstream query in one call', async () => {
    const cookie = asAdmin();
    h.upstream
      .intercept({ path: '/users?page=2&limit=10&term=staff&sortColumn=email&sortDirection=DESC', method: 'GET' })
      .reply(200, page([ADMIN, MANAGER], 58, 6));
    const r = await h.run(USERS, {
      variables: { page: 2, search: ' staff ', sort: { column: 'EMAIL', direction: 'DESC' } },
      cookie,
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.users).toEqual({
      items: [
        {
          id: '1',
          email: 'admin@example.com',
          role: 'ADMIN',
          isDeveloper: false,
          viewerCanEdit: false,
          viewerCanDelete: false,
          viewerCanChangeRole: false,
        },
        {
          id: '2',
          email: 'manager@example.com',
          role: 'MANAGER',
          isDeveloper: false,
          viewerCanEdit: true,
          viewerCanDelete: true,
          viewerCanChangeRole: true,
        },
      ],
      totalItems: 58,
      pageCount: 6,
      page: 2,
    });
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /users']);
  });

  it.each([
    ['ID', 'id'],
    ['ROLE', 'role'],
    ['IS_DEVELOPER', 'isDeveloper'],
  ])('sorts by %s as %s', async (column, upstreamColumn) => {
    const cookie = asAdmin();
    h.upstream
      .intercept({ path: `/users?page=1&limit=10&sortColumn=${upstreamColumn}&sortDirection=ASC`, method: 'GET' })
      .reply(200, page([], 0, 0));
    const r = await h.run(USERS, { variables: { sort: { column, direction: 'ASC' } }, cookie });
    expect(r.data?.users).toEqual({ items: [], totalItems: 0, pageCount: 0, page: 1 });
  });

  it('reuses the viewer across requests, so a warm list costs one upstream call', async () => {
    const cached = createHarness({ VIEWER_CACHE_MS: '5000' });
    try {
      cached.expectCheckAuth(ADMIN);
      const cookie = cached.sessionCookie(ADMIN);
      cached.upstream
        .intercept({ path: '/users?page=1&limit=10', method: 'GET' })
        .reply(200, page([MANAGER], 1, 1))
        .times(2);
      const first = await cached.run(USERS, { cookie });
      const second = await cached.run(USERS, { cookie });
      expect(first.calls).toEqual(['POST /auth/check-auth', 'GET /users']);
      expect(second.calls).toEqual(['GET /users']);
    } finally {
      await cached.close();
    }
  });

  it('rejects a page size over 100 before calling the upstream', async () => {
    const cookie = asAdmin();
    const r = await h.run(USERS, { variables: { pageSize: 1000 }, cookie });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });
});

describe('user', () => {
  it('deduplicates the same id within one request', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/users/2', method: 'GET' }).reply(200, MANAGER);
    const r = await h.run('query { a: user(id: "2") { email } b: user(id: "2") { role } }', { cookie });
    expect(r.data).toEqual({ a: { email: 'manager@example.com' }, b: { role: 'MANAGER' } });
    expect(r.calls.filter((c) => c === 'GET /users/2')).toHaveLength(1);
  });

  it('is null for an unknown id', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/users/99', method: 'GET' }).reply(404, { statusCode: 404, message: 'User not found' });
    const r = await h.run(USER, { variables: { id: '99' }, cookie });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ user: null });
  });

  it('keeps the user when onlinePermissions is malformed, with field errors on the permission fields', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/users/5', method: 'GET' }).reply(200, { ...STAFF_MANAGER, onlinePermissions: '{"permissions": ' });
    const r = await h.run(USER, { variables: { id: '5' }, cookie });
    expect(r.data?.user).toEqual({
      id: '5',
      email: 'staff05@example.com',
      role: 'MANAGER',
      permissions: null,
      websitePermissions: null,
      helpPermissions: null,
    });
    expect(r.errors?.map((e) => e.path)).toEqual([
      ['user', 'permissions'],
      ['user', 'websitePermissions'],
      ['user', 'helpPermissions'],
    ]);
    expect(codes(r)).toEqual(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE']);
  });

  it('nulls only the malformed part of the permissions', async () => {
    const cookie = asAdmin();
    const onlinePermissions = JSON.stringify({
      permissions: { 'HELP.HELP': 'write' },
      onlineWebsitePermissions: { '1': 'owner' },
      onlineHelpPermissions: {},
    });
    h.upstream.intercept({ path: '/users/5', method: 'GET' }).reply(200, { ...STAFF_MANAGER, onlinePermissions });
    const r = await h.run(USER, { variables: { id: '5' }, cookie });
    expect(r.data?.user.permissions).toContainEqual({ key: 'HELP_HELP', level: 'WRITE' });
    expect(r.data?.user.websitePermissions).toBeNull();
    expect(r.data?.user.helpPermissions).toEqual([]);
    expect(r.errors).toHaveLength(1);
  });
});
