import { codes, useHarness } from '../../test/harness';
import { ADMIN, STAFF_MANAGER } from '../../test/fixtures';

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateUserInput!) {
    createUser(input: $input) {
      user {
        id
        email
        role
      }
      userErrors {
        field
        message
      }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        id
        email
        role
      }
      userErrors {
        field
        message
      }
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
const PERMISSIONS = /* GraphQL */ `
  mutation Perms($input: UserPermissionChangesInput!) {
    updateUserPermissions(input: $input) {
      user {
        id
        permissions {
          key
          level
        }
      }
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

/** User 5 stored with these permissions, and the body its PUT will send (read after the save). */
function storedThenSaved(onlinePermissions: string | null): () => any {
  h.upstream.intercept({ path: '/users/5', method: 'GET' }).reply(200, { ...STAFF_MANAGER, onlinePermissions });
  let sent: any;
  h.upstream
    .intercept({ path: '/user/5', method: 'PUT', body: (b: string) => ((sent = JSON.parse(b)), true) })
    .reply(200, () => ({ ...STAFF_MANAGER, onlinePermissions: sent.onlinePermissions }));
  return () => sent;
}

describe('user mutations', () => {
  it('creates a Manager with no permissions, sending adminId and user_id', async () => {
    const cookie = asAdmin();
    const expected = {
      email: 'new@example.com',
      password: 'Secret1!',
      role: 2,
      isDeveloper: false,
      onlinePermissions: expect.any(String),
      adminId: 1,
      user_id: 1,
    };
    let sent: any;
    h.upstream
      .intercept({ path: '/user/create', method: 'POST', body: (b: string) => ((sent = JSON.parse(b)), true) })
      .reply(201, { ...STAFF_MANAGER, id: 77, email: 'new@example.com' });
    const r = await h.run(CREATE, {
      variables: { input: { email: 'new@example.com', password: 'Secret1!', role: 'MANAGER' } },
      cookie,
    });
    expect(r.data?.createUser).toEqual({ user: { id: '77', email: 'new@example.com', role: 'MANAGER' }, userErrors: [] });
    expect(sent).toEqual(expected);
    const perms = JSON.parse(sent.onlinePermissions);
    expect(Object.values(perms.permissions)).toEqual(Array(11).fill(''));
    expect(perms.onlineWebsitePermissions).toEqual({});
  });

  it('creates an Admin with write on every key', async () => {
    const cookie = asAdmin();
    let sent: any;
    h.upstream
      .intercept({ path: '/user/create', method: 'POST', body: (b: string) => ((sent = JSON.parse(b)), true) })
      .reply(201, { ...ADMIN, id: 78, email: 'boss@example.com' });
    await h.run(CREATE, { variables: { input: { email: 'boss@example.com', password: 'Secret1!', role: 'ADMIN' } }, cookie });
    expect(sent.role).toBe(1);
    expect(Object.values(JSON.parse(sent.onlinePermissions).permissions)).toEqual(Array(11).fill('write'));
  });

  it('turns an upstream 400 array into userErrors with the field', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/user/create', method: 'POST' }).reply(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: [
        { property: 'email', constraints: { isUnique: 'User with this email already exists' } },
        { property: 'password', constraints: { isNotEmpty: 'password should not be empty', minLength: 'password is too short' } },
      ],
    });
    const r = await h.run(CREATE, { variables: { input: { email: 'admin@example.com', password: '', role: 'MANAGER' } }, cookie });
    expect(r.data?.createUser).toEqual({
      user: null,
      userErrors: [
        { field: 'email', message: 'User with this email already exists' },
        { field: 'password', message: 'password should not be empty' },
        { field: 'password', message: 'password is too short' },
      ],
    });
  });

  it('turns an upstream 400 string into one userError without field', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/user/create', method: 'POST' }).reply(400, { statusCode: 400, message: 'Nope', error: 'Bad Request' });
    const r = await h.run(CREATE, { variables: { input: { email: 'x@example.com', password: 'Secret1!', role: 'MANAGER' } }, cookie });
    expect(r.data?.createUser.userErrors).toEqual([{ field: null, message: 'Nope' }]);
  });

  it('updates a Manager', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/users/5', method: 'GET' }).reply(200, STAFF_MANAGER);
    h.upstream
      .intercept({
        path: '/user/5',
        method: 'PUT',
        body: JSON.stringify({ email: 'renamed@example.com', role: 2, adminId: 1, user_id: 1 }),
      })
      .reply(200, { ...STAFF_MANAGER, email: 'renamed@example.com' });
    const r = await h.run(UPDATE, { variables: { input: { id: '5', email: 'renamed@example.com', role: 'MANAGER' } }, cookie });
    expect(r.data?.updateUser).toEqual({ user: { id: '5', email: 'renamed@example.com', role: 'MANAGER' }, userErrors: [] });
  });

  it('deletes a user', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/user/5', method: 'DELETE' }).reply(200, { id: 5 });
    const r = await h.run(DELETE, { variables: { id: '5' }, cookie });
    expect(r.data?.deleteUser).toEqual({ deletedUserId: '5', userErrors: [] });
  });

  it.each(['1', '01', '0001'])('refuses to delete the signed-in admin however the id %s is spelled, upstream untouched', async (id) => {
    const cookie = asAdmin();
    const r = await h.run(DELETE, { variables: { id }, cookie });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.errors?.[0]?.message).toBe('You cannot delete yourself.');
    expect(r.calls.filter((c) => !c.includes('/auth/'))).toEqual([]);
  });

  it.each(['abc', '1e0', '-1', '0', ' 1', '1.0'])('answers a malformed id %j with BAD_USER_INPUT, upstream untouched', async (id) => {
    const cookie = asAdmin();
    const r = await h.run(DELETE, { variables: { id }, cookie });
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.calls.filter((c) => !c.includes('/auth/'))).toEqual([]);
  });

  it('edits a user named with a leading zero as that user', async () => {
    const cookie = asAdmin();
    const self = await h.run(UPDATE, { variables: { input: { id: '01', email: 'me@example.com', role: 'ADMIN' } }, cookie });
    expect(codes(self)).toEqual(['FORBIDDEN']);
  });

  it('packs permissions back into the upstream JSON string', async () => {
    const cookie = asAdmin();
    const sent = storedThenSaved(null);
    const r = await h.run(PERMISSIONS, {
      variables: {
        input: {
          userId: '5',
          permissions: [
            { key: 'TRANSLATIONS_TRANSLATIONS', level: 'WRITE' },
            { key: 'HELP_HELP', level: 'READ' },
          ],
          websitePermissions: [
            { websiteId: '1', level: 'READ' },
            { websiteId: '2', level: 'NONE' },
          ],
          helpPermissions: [{ websiteId: '3', level: 'WRITE' }],
        },
      },
      cookie,
    });
    expect(r.errors).toBeUndefined();
    const packed = JSON.parse(sent().onlinePermissions);
    expect(packed.permissions['TRANSLATIONS.TRANSLATIONS']).toBe('write');
    expect(packed.permissions['HELP.HELP']).toBe('read');
    expect(packed.permissions['CONFIGURATION.ICONS']).toBe('');
    expect(Object.keys(packed.permissions)).toHaveLength(11);
    expect(packed.onlineWebsitePermissions).toEqual({ '1': 'read' });
    expect(packed.onlineHelpPermissions).toEqual({ '3': 'write' });
    expect(sent()).toMatchObject({ adminId: 1, user_id: 1 });
    expect(r.data?.updateUserPermissions.user.permissions).toContainEqual({ key: 'TRANSLATIONS_TRANSLATIONS', level: 'WRITE' });
  });

  it('merges the changes into the levels stored now: websites the save leaves out keep theirs', async () => {
    const cookie = asAdmin();
    const stored = JSON.stringify({
      permissions: { 'HELP.HELP': 'read' },
      onlineWebsitePermissions: { '150': 'write', '280': 'read' },
      onlineHelpPermissions: { '250': 'write' },
    });
    const sent = storedThenSaved(stored);
    const r = await h.run(PERMISSIONS, {
      variables: {
        input: {
          userId: '5',
          websitePermissions: [
            { websiteId: '1', level: 'READ' },
            { websiteId: '280', level: 'NONE' },
          ],
        },
      },
      cookie,
    });
    expect(r.data?.updateUserPermissions.userErrors).toEqual([]);
    const packed = JSON.parse(sent().onlinePermissions);
    expect(packed.onlineWebsitePermissions).toEqual({ '150': 'write', '1': 'read' });
    expect(packed.onlineHelpPermissions).toEqual({ '250': 'write' });
    expect(packed.permissions['HELP.HELP']).toBe('read');
  });

  it('refuses a website listed twice, naming the entry, and writes nothing', async () => {
    const cookie = asAdmin();
    h.upstream.intercept({ path: '/users/5', method: 'GET' }).reply(200, STAFF_MANAGER);
    const r = await h.run(PERMISSIONS, {
      variables: {
        input: {
          userId: '5',
          helpPermissions: [
            { websiteId: '7', level: 'READ' },
            { websiteId: '07', level: 'NONE' },
          ],
        },
      },
      cookie,
    });
    expect(r.data?.updateUserPermissions).toEqual({
      user: null,
      userErrors: [{ field: 'helpPermissions.1.websiteId', message: '7 is listed more than once.' }],
    });
    expect(r.calls.filter((c) => c.includes('/user/5'))).toEqual([]);
  });
});
