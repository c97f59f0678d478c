import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  cancelLabel?: string;
  confirmLabel: string;
  confirmColor?: string;
  loading?: boolean;
  /** The button focused on opening; the cancel one unless confirming is the safe answer. */
  focus?: 'cancel' | 'confirm';
  onCancel: () => void;
  onConfirm: () => void;
  /** Escape; defaults to `onCancel`, for dialogs whose cancel button does more than close. */
  onDismiss?: () => void;
}

/** The spec's 400 px confirm dialog. Escape and the focused-first Cancel both cancel (unless `onDismiss` says otherwise). */
export function ConfirmModal({
  opened,
  title,
  message,
  cancelLabel = 'Cancel',
  confirmLabel,
  confirmColor,
  loading = false,
  focus = 'cancel',
  onCancel,
  onConfirm,
  onDismiss = onCancel,
}: ConfirmModalProps) {
  return (
    // No corner close button: the dialog's own buttons say what happens, and a
    // second button named "Close" would clash with the unsaved-changes "Close".
    <Modal opened={opened} onClose={onDismiss} title={title} size={400} centered withCloseButton={false}>
      <Stack gap="lg">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus={focus === 'cancel' || undefined}>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={loading} data-autofocus={focus === 'confirm' || undefined}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
