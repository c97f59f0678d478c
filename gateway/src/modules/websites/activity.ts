import { type AuditSubject, argId, createdId, inputId } from '../../activity-log';

// How the Activity screen reads a website before and after a change.

const snapshot = `query AuditWebsite($id: ID!) {
  entity: website(id: $id) { name url betshopId }
}`;

const website = (id: AuditSubject['id']): AuditSubject => ({ entity: 'Website', id, snapshot, label: 'name' });

export const websitesActivity: Record<string, AuditSubject> = {
  createWebsite: website(createdId('website')),
  updateWebsite: website(inputId()),
  deleteWebsite: website(argId()),
};
