import { useHarness, codes } from '../../test/harness';
import { ADMIN, DEVELOPER, MANAGER, OTHER_ADMIN, STAFF_MANAGER } from '../../test/fixtures';

// Spec 000 §6 enforced by the gateway: every denial is FORBIDDEN and the
// guarded upstream endpoint is never called (MockAgent has no interceptor
// for it, and the recorded calls show only identity/target lookups).

const USERS = 'query { users { totalItems } }';
const USER = 'query { user(id: "5") { id } }';
const CREATE = `mutation { createUser(input: { email: "x@example.com", password: "Secret1!", role: MANAGER }) { user { id } } }`;
const update = (id: number, role = 'MANAGER') =>
  `mutation { updateUser(input: { id: "${id}", email: "x@example.com", role: ${role} }) { user { id } } }`;
const remove = (id: number) => `mutation { deleteUser(id: "${id}") { deletedUserId } }`;
const permissions = (id: number) =>
  `mutation { updateUserPermissions(input: { userId: "${id}", permissions: [], websitePermissions: [], helpPermissions: [] }) { user { id } } }`;

const h = useHarness();

describe('a Manager (not developer) cannot manage users', () => {
  it.each([
    ['users', USERS],
    ['user', USER],
    ['createUser', CREATE],
    ['updateUser', update(5)],
    ['deleteUser', remove(5)],
    ['updateUserPermissions', permissions(5)],
  ])('%s → FORBIDDEN', async (_name, query) => {
    h.expectCheckAuth(MANAGER);
    const r = await h.run(query, { cookie: h.sessionCookie(MANAGER) });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });
});

describe('an Admin', () => {
  const as = () => {
    h.expectCheckAuth(ADMIN);
    return h.sessionCookie(ADMIN);
  };

  it('cannot change their own role', async () => {
    const r = await h.run(update(1, 'MANAGER'), { cookie: as() });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.errors?.[0]?.message).toBe('You cannot change your own role.');
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('cannot edit themselves', async () => {
    const r = await h.run(update(1, 'ADMIN'), { cookie: as() });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('cannot delete themselves', async () => {
    const r = await h.run(remove(1), { cookie: as() });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.errors?.[0]?.message).toBe('You cannot delete yourself.');
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('cannot edit their own permissions', async () => {
    const r = await h.run(permissions(1), { cookie: as() });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });

  it('cannot edit another Admin (only Managers are editable)', async () => {
    const cookie = as();
    h.upstream.intercept({ path: '/users/4', method: 'GET' }).reply(200, OTHER_ADMIN);
    const r = await h.run(update(4, 'ADMIN'), { cookie });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /users/4']);
  });

  it("cannot edit another Admin's permissions", async () => {
    const cookie = as();
    h.upstream.intercept({ path: '/users/4', method: 'GET' }).reply(200, OTHER_ADMIN);
    const r = await h.run(permissions(4), { cookie });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /users/4']);
  });

  it('sees the same rules on User.viewerCan*', async () => {
    const cookie = as();
    h.upstream.intercept({ path: '/users?page=1&limit=10', method: 'GET' }).reply(200, {
      items: [ADMIN, OTHER_ADMIN, STAFF_MANAGER],
      totalItems: 3,
      pageCount: 1,
    });
    const r = await h.run('{ users { items { id viewerCanEdit viewerCanDelete viewerCanChangeRole } } }', { cookie });
    expect(r.data?.users.items).toEqual([
      { id: '1', viewerCanEdit: false, viewerCanDelete: false, viewerCanChangeRole: false },
      { id: '4', viewerCanEdit: false, viewerCanDelete: true, viewerCanChangeRole: false },
      { id: '5', viewerCanEdit: true, viewerCanDelete: true, viewerCanChangeRole: true },
    ]);
  });
});

describe('a developer counts as admin', () => {
  it('can list users but not delete themselves', async () => {
    h.expectCheckAuth(DEVELOPER);
    const r = await h.run(remove(3), { cookie: h.sessionCookie(DEVELOPER) });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });
});

describe('signed out', () => {
  it.each([
    ['users', USERS],
    ['createUser', CREATE],
    ['deleteUser', remove(5)],
  ])('%s → UNAUTHENTICATED with no upstream call', async (_name, query) => {
    const r = await h.run(query);
    expect(codes(r)).toEqual(['UNAUTHENTICATED']);
    expect(r.calls).toEqual([]);
  });
});
