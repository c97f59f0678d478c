import { createdId, type AuditSubject } from '../../activity-log';

// How the Activity screen reads a sample item before and after a change: its name.

const snapshot = `query AuditSampleItem($id: ID!) {
  entity: sampleItem(id: $id) { name }
}`;

export const sampleItemsActivity: Record<string, AuditSubject> = {
  createSampleItem: { entity: 'SampleItem', id: createdId('sampleItem'), snapshot, label: 'name' },
};
