import { ConfirmModal } from '../notices/confirm-modal';
import { UNSAVED_CHANGES_MESSAGE, type UnsavedChangesGuard } from './use-unsaved-changes-guard';

/** The question asked by `useUnsavedChangesGuard`: Close stays, Accept leaves. */
export function UnsavedChangesModal({ guard }: { guard: UnsavedChangesGuard }) {
  return (
    <ConfirmModal
      opened={guard.asking}
      title="Unsaved changes"
      message={UNSAVED_CHANGES_MESSAGE}
      cancelLabel="Close"
      confirmLabel="Accept"
      onCancel={guard.stay}
      onConfirm={guard.leave}
    />
  );
}
