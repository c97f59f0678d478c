import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

const SUCCESS_MS = 4000;
const ERROR_MS = 10000;
let sequence = 0;

function show(message: string, color: 'green' | 'red', autoClose: number): void {
  sequence += 1;
  const id = `notice-${sequence}`;
  notifications.show({
    id,
    color,
    autoClose,
    withCloseButton: false,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button variant="subtle" size="compact-sm" color={color} onClick={() => notifications.hide(id)}>
          Hide
        </Button>
      </Group>
    ),
  });
}

/** Success snackbar: 4 s, with a Hide button. */
export function notifySuccess(message: string): void {
  show(message, 'green', SUCCESS_MS);
}

/** Error snackbar: 10 s, with a Hide button. */
export function notifyError(message: string): void {
  show(message, 'red', ERROR_MS);
}
