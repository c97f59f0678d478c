import { Button, Group, Modal, Stack } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { GrowingTextarea } from '../../shared/forms/growing-textarea';

export const COMMENT_TITLE = 'Write comment about this change if needed';

export interface CommentPrompt {
  /** Resolves with the comment ('' when none was written) on Confirm, null on Cancel. */
  ask: () => Promise<string | null>;
  /** Render it once in the screen that asks. */
  modal: ReactNode;
}

/**
 * Every help change goes through this modal (spec 001 §2.10): an optional
 * comment, Cancel and Confirm. The gateway writes the comment onto the history
 * entry the change makes.
 */
export function useCommentPrompt(): CommentPrompt {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const resolver = useRef<((value: string | null) => void) | null>(null);

  const finish = (value: string | null) => {
    setOpen(false);
    resolver.current?.(value);
    resolver.current = null;
  };

  const ask = () =>
    new Promise<string | null>((resolve) => {
      resolver.current = resolve;
      setComment('');
      setOpen(true);
    });

  const modal = (
    <Modal opened={open} onClose={() => finish(null)} title={COMMENT_TITLE} size={400} centered>
      <Stack gap="md">
        <GrowingTextarea
          label="Comment"
          minRows={3}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => finish(null)}>
            Cancel
          </Button>
          <Button onClick={() => finish(comment.trim())}>Confirm</Button>
        </Group>
      </Stack>
    </Modal>
  );

  return { ask, modal };
}
