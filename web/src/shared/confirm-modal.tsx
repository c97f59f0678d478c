import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  cancelLabel?: string;
  confirmLabel: string;
  confirmColor?: string;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The spec's 400 px confirm dialog. Escape, the close button and the focused-first Cancel all cancel. */
export function ConfirmModal({
  opened,
  title,
  message,
  cancelLabel = 'Cancel',
  confirmLabel,
  confirmColor,
  loading = false,
  onCancel,
  onConfirm,
}: ConfirmModalProps) {
  return (
    // No corner close button: the dialog's own buttons say what happens, and a
    // second button named "Close" would clash with the unsaved-changes "Close".
    <Modal opened={opened} onClose={onCancel} title={title} size={400} centered withCloseButton={false}>
      <Stack gap="lg">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
