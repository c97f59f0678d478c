import { ActionIcon, Group } from '@mantine/core';
import { IconListDetails, IconTrash } from '@tabler/icons-react';
import type { SportTooltips_RowFragment } from '../../gql/graphql';
import type { DataColumn } from '../../shared/lists/data-table';
import { HoverTooltip } from '../../shared/lists/hover-tooltip';

interface SportColumnsOptions {
  openSportId: string | null;
  canWrite: boolean;
  /** Opens the sport's tooltips below the list, or closes them when open. */
  onToggle: (sport: SportTooltips_RowFragment) => void;
  onDelete: (sport: SportTooltips_RowFragment) => void;
}

/** The sports list's columns: id, name, and its tooltips and delete buttons. */
export function sportColumns({ openSportId, canWrite, onToggle, onDelete }: SportColumnsOptions): DataColumn<SportTooltips_RowFragment>[] {
  return [
    { key: 'sportId', label: 'Sport Id', render: (s) => s.sportId },
    { key: 'name', label: 'Sport', render: (s) => s.name },
    {
      key: 'actions',
      label: 'Actions',
      hiddenLabel: true,
      align: 'right',
      render: (s) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <HoverTooltip label="Tooltips">
            <ActionIcon
              variant="subtle"
              aria-label={`Tooltips of ${s.name}`}
              aria-pressed={s.sportId === openSportId}
              onClick={() => onToggle(s)}
            >
              <IconListDetails size={16} />
            </ActionIcon>
          </HoverTooltip>
          {canWrite && (
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${s.name} tooltips`} onClick={() => onDelete(s)}>
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ),
    },
  ];
}
