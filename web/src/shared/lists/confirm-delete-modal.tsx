import { useState } from 'react';
import { ConfirmModal } from '../notices/confirm-modal';
import { readableError } from '../requests/error-message';
import { notifyError, notifySuccess } from '../notices/notify';
import type { UserError } from '../forms/user-errors';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  message: string;
  /** Runs the delete mutation and returns its userErrors. */
  remove: () => Promise<readonly UserError[]>;
  onClose: () => void;
  onDeleted?: () => void;
  /** 'Successfully deleted!' unless the spec words it otherwise for this list. */
  successMessage?: string;
}

/** The 400 px delete confirm of every list (users, websites, languages, sections, words): 'Successfully deleted!' on success. */
export function ConfirmDeleteModal({
  opened,
  title,
  message,
  remove,
  onClose,
  onDeleted,
  successMessage = 'Successfully deleted!',
}: ConfirmDeleteModalProps) {
  const [loading, setLoading] = useState(false);
  const confirm = async () => {
    setLoading(true);
    try {
      const errors = await remove();
      const [first] = errors;
      if (first) {
        notifyError(first.message);
        return;
      }
      // Its Undo (for who may revert) is the one the delete's answer offers (shared/notices/undo-offer.ts).
      notifySuccess(successMessage);
      onClose();
      onDeleted?.();
    } catch (error) {
      notifyError(readableError(error));
    } finally {
      setLoading(false);
    }
  };
  return (
    <ConfirmModal
      opened={opened}
      title={title}
      message={message}
      confirmLabel="Delete"
      confirmColor="red"
      loading={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
