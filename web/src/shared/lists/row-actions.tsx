import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HoverTooltip } from './hover-tooltip';

interface RowActionsProps {
  /** Names the row in the buttons' accessible names ("Edit English"). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}

/** Edit and Delete icons of a row; each shows only when its handler is given. */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
      {onEdit && (
        <HoverTooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
            <IconPencil size={18} stroke={1.5} />
          </ActionIcon>
        </HoverTooltip>
      )}
      {onDelete && (
        <HoverTooltip label="Delete">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
            <IconTrash size={18} stroke={1.5} />
          </ActionIcon>
        </HoverTooltip>
      )}
    </Group>
  );
}
