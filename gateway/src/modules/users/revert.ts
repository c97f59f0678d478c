import type { Reverters } from '../../activity-log/reverter';
import { PERMISSION_KEYS, PERMISSION_NAMES } from '../../access/permission-codec';
import type { Flat } from '../../activity-log/changes';

// Putting a user back from Activity (issue 43): email and role through updateUser, levels through
// updateUserPermissions (the levels the entry changed, no others), a deleted user through createUser
// with a new password (Activity never holds one).

const ERRORS = 'userErrors { field message code }';
const LEVEL_LISTS = ['permissions', 'websitePermissions', 'helpPermissions'] as const;
const KEY_OF_NAME = new Map(PERMISSION_KEYS.map((key) => [PERMISSION_NAMES[key], key]));

const isLevel = (field: string) => LEVEL_LISTS.some((list) => field.startsWith(`${list}.`));

/** The levels among `fields`, as updateUserPermissions takes them (a level gone is NONE). */
function levelChanges(target: Flat, fields: string[]) {
  const levelOf = (field: string) => target[field] ?? 'NONE';
  const under = (list: string) => fields.filter((field) => field.startsWith(`${list}.`)).map((field) => field.slice(list.length + 1));
  return {
    permissions: under('permissions').map((name) => ({ key: KEY_OF_NAME.get(name), level: levelOf(`permissions.${name}`) })),
    websitePermissions: under('websitePermissions').map((websiteId) => ({ websiteId, level: levelOf(`websitePermissions.${websiteId}`) })),
    helpPermissions: under('helpPermissions').map((websiteId) => ({ websiteId, level: levelOf(`helpPermissions.${websiteId}`) })),
  };
}

export const usersRevert: Reverters = {
  User: {
    update: ({ id, target, fields, version }) => {
      const levels = fields.filter(isLevel);
      if (levels.length > 0 && levels.length < fields.length)
        return 'Levels and the email or role are put back by two saves: revert them one at a time.';
      if (levels.length > 0) {
        return {
          mutation: `mutation RevertUserLevels($input: UserPermissionChangesInput!) { write: updateUserPermissions(input: $input) { ${ERRORS} } }`,
          variables: { input: { userId: id, baseVersion: version, ...levelChanges(target, levels) } },
        };
      }
      return {
        mutation: `mutation RevertUser($input: UpdateUserInput!) { write: updateUser(input: $input) { ${ERRORS} } }`,
        variables: { input: { id, email: target.email, role: target.role, baseVersion: version } },
      };
    },
    restore: {
      loses:
        'A password is never kept in Activity: the user comes back with the new password you give. Their permissions come back as they were.',
      needsPassword: true,
      write: (before, { password }) => ({
        mutation: `mutation RestoreUser($input: CreateUserInput!) { write: createUser(input: $input) { created: user { id } ${ERRORS} } }`,
        variables: { input: { email: before.email, role: before.role, password } },
      }),
      then: (userId, before) => ({
        mutation: `mutation RestoreUserLevels($input: UserPermissionChangesInput!) { write: updateUserPermissions(input: $input) { ${ERRORS} } }`,
        variables: { input: { userId, ...restoredLevels(before) } },
      }),
    },
  },
};

/** The deleted user's levels, put back after createUser (a second save on the new user). */
function restoredLevels(before: Flat) {
  const fields = Object.keys(before).filter(isLevel);
  const all = levelChanges(before, fields);
  return { ...all, permissions: all.permissions.filter((p) => p.key !== undefined) };
}
