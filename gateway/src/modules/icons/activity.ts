import { argId, createdId, type AuditSubject } from '../../activity-log';

// How the Activity screen reads an icon before and after a change: its name and slugs.

const snapshot = `query AuditIcon($id: ID!) {
  entity: icon(id: $id) { name slugs }
}`;

const icon = (id: AuditSubject['id']): AuditSubject => ({ entity: 'Icon', id, snapshot, label: 'name' });

export const iconsActivity: Record<string, AuditSubject> = {
  createIcon: icon(createdId('icon')),
  updateIcon: icon(argId()),
  deleteIcon: icon(argId()),
};
