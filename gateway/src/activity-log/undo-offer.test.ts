import type { Reverter } from './reverter';
import { offerOf, writeKindOf } from './undo-offer';

// One predicate says what a write offers (issue 43): the Activity screen asks it of a stored entry,
// a write's answer of the write about to be recorded, so the notice's Undo never offers what
// Activity would refuse.

const onlyRevert: Reverter = { update: () => 'unused', cannotRestore: 'Its pages went with it.' };
const onlyRestore: Reverter = { restore: { write: () => 'unused' }, cannotRevert: 'Masked.' };

it('offers Revert on an update its area can write back, Restore on a delete it can create again', () => {
  expect(offerOf(onlyRevert, 'update', true)).toBe('REVERT');
  expect(offerOf(onlyRestore, 'delete', true)).toBe('RESTORE');
});

it('offers nothing on a delete of a type that can only be reverted, an update of one that can only be restored, or what cannot go back', () => {
  expect(offerOf(onlyRevert, 'delete', true)).toBeNull();
  expect(offerOf(onlyRestore, 'update', true)).toBeNull();
  expect(offerOf({ cannotUndo: 'A reorder is a drag.' }, 'update', true)).toBeNull();
  expect(offerOf(undefined, 'delete', true)).toBeNull();
  // An update Activity cannot read again (no subject) is not written back blindly.
  expect(offerOf(onlyRevert, 'update', false)).toBeNull();
  expect(offerOf(onlyRevert, 'create', true)).toBeNull();
});

it('tells a delete from an update by the mutation, before the record is read again', () => {
  expect(writeKindOf('deleteHelpCategory')).toBe('delete');
  expect(writeKindOf('updateHelpCategory')).toBe('update');
  expect(writeKindOf('saveSeoRule')).toBe('update');
  expect(writeKindOf('deleted')).toBe('update');
});
