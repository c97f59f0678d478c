import { useEmulatorStack } from '../../test/emulator-stack';
import { entriesOf, restore, revert } from '../../test/undo';

// A user put back from Activity (issue 43): a level reverted alone, a deleted user restored with
// their levels and a new password (Activity never holds one).

const PERMISSIONS = `mutation($input: UserPermissionChangesInput!) { updateUserPermissions(input: $input) { userErrors { message } } }`;
const READ = 'query($id: ID!) { user(id: $id) { email role permissions { name level } websitePermissions { websiteId level } } }';

describe('undo on users', () => {
  const stack = useEmulatorStack();

  const newManager = async (email: string) => {
    const created = await stack.gql(
      'mutation($input: CreateUserInput!) { createUser(input: $input) { user { id } userErrors { message } } }',
      { input: { email, password: 'Secret123!', role: 'MANAGER' } },
    );
    return created.data.createUser.user.id as string;
  };

  const levelOf = async (id: string, name: string) =>
    ((await stack.gql(READ, { id })).data.user.permissions as { name: string; level: string }[]).find((p) => p.name === name)?.level;

  it('reverts a level change through the permissions save', async () => {
    const id = await newManager('undo-levels@example.com');
    await stack.gql(PERMISSIONS, { input: { userId: id, permissions: [{ key: 'CONFIGURATION_ICONS', level: 'WRITE' }] } });
    const [changed] = await entriesOf(stack, { entityType: 'User', entityId: id }, 2);
    const r = await revert(stack, changed!.id);
    expect(r.data.revertActivity).toMatchObject({ reverted: ['permissions.CONFIGURATION.ICONS'], userErrors: [] });
    expect(await levelOf(id, 'CONFIGURATION.ICONS')).toBe('NONE');
  });

  it('restores a deleted user only with a new password, with their levels', async () => {
    const id = await newManager('undo-gone@example.com');
    await stack.gql(PERMISSIONS, {
      input: { userId: id, permissions: [{ key: 'HELP_HELP', level: 'READ' }], websitePermissions: [{ websiteId: '1', level: 'WRITE' }] },
    });
    await stack.gql('mutation($id: ID!) { deleteUser(id: $id) { userErrors { message } } }', { id });
    const [deleted] = await entriesOf(stack, { entityType: 'User', entityId: id }, 3);
    expect(deleted).toMatchObject({ operation: 'deleteUser', undo: 'RESTORE' });
    expect(deleted!.restoreLoses).toContain('password');

    expect((await restore(stack, deleted!.id)).data.restoreActivity.userErrors[0].code).toBe('PASSWORD_REQUIRED');
    const r = await restore(stack, deleted!.id, 'Another123!');
    expect(r.data.restoreActivity.userErrors).toEqual([]);
    const back = (await stack.gql(READ, { id: r.data.restoreActivity.entityId })).data.user;
    expect(back).toMatchObject({
      email: 'undo-gone@example.com',
      role: 'MANAGER',
      websitePermissions: [{ websiteId: '1', level: 'WRITE' }],
    });
    expect(await levelOf(r.data.restoreActivity.entityId, 'HELP.HELP')).toBe('READ');
  });
});
