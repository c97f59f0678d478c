import type { ActivityEntry } from '../../activity-log/entry';
import { Undo } from './undo';

// What an entry offers, or why it offers nothing (issue 43): an area says why its imports and
// pulls cannot be put back, whatever the entry did; a type it says nothing of offers nothing silently.

const entry = (entityType: string, changes: ActivityEntry['changes']): ActivityEntry => ({
  id: '1',
  at: 0,
  userId: '1',
  userEmail: 'admin@example.com',
  area: 'organisation',
  operation: 'pullCompaniesFromSource',
  entityType,
  entityId: '1',
  entityLabel: null,
  changes,
});

const undo = new Undo({ subjects: {}, reverters: { CompaniesFromSource: { cannotUndo: 'Put it right in the source.' } } });

it('says why an import or a pull cannot be put back, though its entry reads as a create', () => {
  const pulled = entry('CompaniesFromSource', [{ field: 'upserted', before: null, after: '12' }]);
  expect(undo.offer(pulled)).toBeNull();
  expect(undo.unavailable(pulled)).toBe('Put it right in the source.');
});

it('says nothing of a type no area declares', () => {
  expect(undo.unavailable(entry('Unknown', [{ field: 'name', before: 'a', after: 'b' }]))).toBeNull();
});
