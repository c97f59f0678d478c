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
  /** Undo in the success notice (10 s): puts the deleted record back. */
  undo?: () => void;
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
  undo,
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
      notifySuccess(successMessage, undo);
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
