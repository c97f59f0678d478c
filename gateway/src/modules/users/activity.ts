import { type AuditSubject, argId, createdId, inputId } from '../../activity-log';
import { PERMISSION_NAMES } from '../../access/permission-codec';
import type { UserPermissionChangesInput } from '../../generated/schema-types';

// How the Activity screen reads a user before and after a change: role and every permission level.

const snapshot = `query AuditUser($id: ID!) {
  entity: user(id: $id) {
    email
    role
    isDeveloper
    permissions { key: name level }
    websitePermissions { key: websiteId level }
    helpPermissions { key: websiteId level }
  }
}`;

const user = (id: AuditSubject['id']): AuditSubject => ({ entity: 'User', id, snapshot, label: 'email' });

/** A website id as the snapshot keys it ("007" is website 7); anything else as sent (the resolver refuses it). */
const websiteKey = (id: string) => (/^\d{1,15}$/.test(id) ? String(Number(id)) : id);

/**
 * The levels a permissions save changes (`permissions.HELP.HELP`, `websitePermissions.150`): a
 * colleague's change to other levels of the same user since the screen loaded is merged, not refused.
 */
function changedLevels(args: Record<string, unknown>): string[] {
  // A list left out arrives as null or undefined (graphql-jit applies no input field default).
  const input = args.input as UserPermissionChangesInput;
  return [
    ...(input.permissions ?? []).map((p) => `permissions.${PERMISSION_NAMES[p.key]}`),
    ...(input.websitePermissions ?? []).map((p) => `websitePermissions.${websiteKey(p.websiteId)}`),
    ...(input.helpPermissions ?? []).map((p) => `helpPermissions.${websiteKey(p.websiteId)}`),
  ];
}

export const usersActivity: Record<string, AuditSubject> = {
  createUser: user(createdId('user')),
  updateUser: user(inputId()),
  updateUserPermissions: { ...user(inputId('userId')), writes: changedLevels },
  deleteUser: user(argId()),
};
