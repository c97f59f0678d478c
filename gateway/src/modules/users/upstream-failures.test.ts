import { errors } from 'undici';
import { useHarness, codes } from '../../test/harness';
import { ADMIN, MANAGER, page } from '../../test/fixtures';

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
const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteUser(id: $id) {
      deletedUserId
      userErrors {
        field
        message
      }
    }
  }
`;

const h = useHarness();

const asAdmin = () => {
  h.expectCheckAuth(ADMIN);
  return h.sessionCookie(ADMIN);
};

describe('upstream failures', () => {
  it('401 → UNAUTHENTICATED', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/users?page=1&limit=10', method: 'GET' }).reply(401, { statusCode: 401, message: 'Unauthorized' });
    const r = await h.run(USERS, { cookie });
    expect(codes(r)).toEqual(['UNAUTHENTICATED']);
    expect(r.data).toBeNull();
  });

  it('timeout → UPSTREAM_UNAVAILABLE with a readable message', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/users?page=1&limit=10', method: 'GET' }).replyWithError(new errors.HeadersTimeoutError());
    const r = await h.run(USERS, { cookie });
    expect(codes(r)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(r.errors?.[0]?.message).toBe('The operator API is not responding. Please try again.');
  });

  it('500 → retried twice on GET, then UPSTREAM_UNAVAILABLE', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/users?page=1&limit=10', method: 'GET' }).reply(500, { statusCode: 500 }).times(3);
    const r = await h.run(USERS, { cookie });
    expect(codes(r)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(r.calls.filter((c) => c === 'GET /users')).toHaveLength(3);
  });

  it('a refused connection is retried and can recover', async () => {
    const cookie = asAdmin();
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    h.upstream.intercept({ path: '/users?page=1&limit=10', method: 'GET' }).replyWithError(refused);
    h.upstream.intercept({ path: '/users?page=1&limit=10', method: 'GET' }).reply(200, page([MANAGER], 1, 1));
    const r = await h.run(USERS, { cookie });
    expect(r.errors).toBeUndefined();
    expect(r.data?.users.totalItems).toBe(1);
  });

  it('500 on a write is not retried', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/user/5', method: 'DELETE' }).reply(500, { statusCode: 500 });
    const r = await h.run(DELETE, { variables: { id: '5' }, cookie });
    expect(codes(r)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(r.calls).toEqual(['POST /auth/check-auth', 'DELETE /user/5']);
  });

  it('a malformed JSON body → UPSTREAM_UNAVAILABLE', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/users?page=1&limit=10', method: 'GET' }).reply(200, '{"items": [', {
      headers: { 'content-type': 'application/json' },
    });
    const r = await h.run(USERS, { cookie });
    expect(codes(r)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(r.errors?.[0]?.message).toBe('The service returned an invalid response');
  });

  it('a page whose users are not as the contract says → UPSTREAM_UNAVAILABLE, nothing half-listed', async () => {
    for (const wrong of [
      { ...page([MANAGER], 1, 1), items: [{ ...MANAGER, role: 3 }] },
      { ...page([MANAGER, ADMIN], 1, 1), items: [MANAGER, { ...ADMIN, email: null }] },
      { ...page([MANAGER], 1, 1), totalItems: 'many' },
      { items: 'none', totalItems: 0, pageCount: 0 },
    ]) {
      const cookie = asAdmin();
      h.upstream.intercept({ path: '/users?page=1&limit=10', method: 'GET' }).reply(200, wrong);
      const r = await h.run(USERS, { cookie });
      expect(codes(r)).toEqual(['UPSTREAM_UNAVAILABLE']);
      expect(r.errors?.[0]?.message).toBe('The service returned an invalid response');
      expect(r.data?.users ?? null).toBeNull();
    }
  });

  it("a 400 or 413 no module asked for → BAD_USER_INPUT with the upstream's reason, not an outage", async () => {
    let cookie = asAdmin();
    h.upstream
      .intercept({ path: '/users?page=1&limit=10', method: 'GET' })
      .reply(400, { statusCode: 400, message: 'page must not be greater than 100000' });
    let r = await h.run(USERS, { cookie });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors?.[0]?.message).toBe('page must not be greater than 100000');

    cookie = asAdmin();
    h.upstream
      .intercept({ path: '/users?page=1&limit=10', method: 'GET' })
      .reply(400, { message: [{ property: 'limit', constraints: { max: 'limit must not be greater than 100' } }] });
    r = await h.run(USERS, { cookie });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors?.[0]?.message).toBe('limit must not be greater than 100');

    cookie = asAdmin();
    h.upstream.intercept({ path: '/users?page=1&limit=10', method: 'GET' }).reply(413, '');
    r = await h.run(USERS, { cookie });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors?.[0]?.message).toBe('The request is too large for the service.');
  });
});
