import { useState } from 'react';
import { ConfirmModal } from '../../shared/notices/confirm-modal';
import type { UnsavedChangesGuard } from '../../shared/forms/use-unsaved-changes-guard';

export const SAVE_CHANGES_TITLE = 'Do you want to save changes?';
export const SAVE_CHANGES_MESSAGE = 'If you choose not to save, your changes will be lost';

interface SaveChangesModalProps {
  guard: UnsavedChangesGuard;
  /** Saves the form; resolves true on success. */
  onSave: () => Promise<boolean>;
}

/**
 * The configuration form's question on leaving with unsaved changes (spec 001 §2.1):
 * No drops the changes and goes on; Yes saves and goes on only when the save
 * succeeded (the guard lets the navigation through once the form is pristine).
 * Escape keeps editing: neither answer is assumed.
 */
export function SaveChangesModal({ guard, onSave }: SaveChangesModalProps) {
  const [saving, setSaving] = useState(false);

  const yes = async () => {
    setSaving(true);
    try {
      const saved = await onSave();
      if (!saved) guard.stay();
    } finally {
      setSaving(false);
    }
  };

  return (
    <ConfirmModal
      opened={guard.asking}
      title={SAVE_CHANGES_TITLE}
      message={SAVE_CHANGES_MESSAGE}
      cancelLabel="No"
      confirmLabel="Yes"
      loading={saving}
      focus="confirm"
      onCancel={guard.leave}
      onConfirm={() => void yes()}
      onDismiss={() => !saving && guard.stay()}
    />
  );
}
