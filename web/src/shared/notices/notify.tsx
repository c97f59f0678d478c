import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { takeUndoOffer } from './undo-offer';

const SUCCESS_MS = 4000;
/** A notice carrying Undo stays 10 s (issue 43). */
const UNDO_MS = 10000;
const ERROR_MS = 10000;
let sequence = 0;

function show(message: string, color: 'green' | 'red', autoClose: number, undo?: () => void): void {
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
        {undo && (
          <Button
            variant="subtle"
            size="compact-sm"
            color={color}
            onClick={() => {
              notifications.hide(id);
              undo();
            }}
          >
            Undo
          </Button>
        )}
        <Button variant="subtle" size="compact-sm" color={color} onClick={() => notifications.hide(id)}>
          Hide
        </Button>
      </Group>
    ),
  });
}

/**
 * Success snackbar: 4 s, with a Hide button; with an Undo (`undo`, or the one the write just
 * before offered: undo-offer.ts), 10 s and an Undo button that runs it.
 */
export function notifySuccess(message: string, undo?: () => void): void {
  const offered = takeUndoOffer();
  const action = undo ?? offered;
  show(message, 'green', action ? UNDO_MS : SUCCESS_MS, action);
}

/** Error snackbar: 10 s, with a Hide button. A write that ended in an error offers no Undo to a later notice. */
export function notifyError(message: string): void {
  takeUndoOffer();
  show(message, 'red', ERROR_MS);
}
