import { argId, createdId, type AuditSubject } from '../../activity-log';

// How the Activity screen reads a custom page before and after a change.

const snapshot = `query AuditCustomPage($id: ID!) {
  entity: customPage(id: $id) { name }
}`;

const page = (id: AuditSubject['id']): AuditSubject => ({ entity: 'CustomPage', id, snapshot, label: 'name' });

export const customPagesActivity: Record<string, AuditSubject> = {
  createCustomPage: page(createdId('customPage')),
  updateCustomPage: page(argId()),
  deleteCustomPage: page(argId()),
};
