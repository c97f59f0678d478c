import { type AuditSubject, argId, createdId, inputId } from '../../activity-log';

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

export const usersActivity: Record<string, AuditSubject> = {
  createUser: user(createdId('user')),
  updateUser: user(inputId()),
  updateUserPermissions: user(inputId('userId')),
  deleteUser: user(argId()),
};
