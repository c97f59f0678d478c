import { Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { graphql } from '../../gql';
import type { ActivityEntry_EntryFragment } from '../../gql/graphql';
import { formatLocal } from '../../shared/format/local-time';
import { areaLabel } from './area-label';
import { ChangesTable } from './changes-table';
import { RestoreBatch } from './restore-batch';
import { UndoEntry } from './undo-entry';
import { VersionEntry } from './version-entry';

export const ActivityEntryFragment = graphql(`
  fragment ActivityEntry_entry on ActivityEntry {
    id
    at
    userEmail
    area
    operation
    entityType
    entityId
    entityLabel
    changes {
      field
      before
      after
    }
    reverts
    revertedBy
    undo
    restoreLoses
    restoreNeedsPassword
    undoUnavailable
    revertsRows
    backToVersion
    batch
  }
`);

export type ActivityRow = ActivityEntry_EntryFragment;

/** How an entity is named in the list and the drawer: its label, else its type and id. */
export function entityName(entry: { entityType?: string | null; entityId?: string | null; entityLabel?: string | null }): string {
  const type = entry.entityType ?? '';
  if (entry.entityLabel) return `${type} ${entry.entityLabel}`.trim();
  return entry.entityId ? `${type} #${entry.entityId}`.trim() : type || '—';
}

/** An entry linked to this one (a revert and the change it put back), by its id. */
function LinkRow({ label, ids }: { label: string; ids: string[] }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm">{ids.map((id) => `change #${id}`).join(', ')}</Text>
    </>
  );
}

/** The details drawer: who, when, what, and each changed field before → after, side by side. */
export function ActivityDetails({ entry, onClose }: { entry: ActivityRow | null; onClose: () => void }) {
  return (
    <Drawer opened={entry !== null} onClose={onClose} position="right" size="xl" title="Change details">
      {entry && (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} style={{ gridTemplateColumns: '110px 1fr' }}>
            <Text size="sm" fw={600}>
              When
            </Text>
            <Text size="sm">{formatLocal(entry.at, 'DD/MM/YYYY HH:mm')}</Text>
            <Text size="sm" fw={600}>
              User
            </Text>
            <Text size="sm">{entry.userEmail ?? '—'}</Text>
            <Text size="sm" fw={600}>
              Area
            </Text>
            <Text size="sm">{areaLabel(entry.area)}</Text>
            <Text size="sm" fw={600}>
              Operation
            </Text>
            <Text size="sm" ff="monospace">
              {entry.operation}
            </Text>
            <Text size="sm" fw={600}>
              Entity
            </Text>
            <Text size="sm">{entityName(entry)}</Text>
            {entry.reverts && <LinkRow label="Puts back" ids={[entry.reverts]} />}
            {entry.revertedBy.length > 0 && <LinkRow label="Put back by" ids={entry.revertedBy} />}
          </SimpleGrid>
          <Group>
            <UndoEntry entry={entry} onDone={onClose} />
            <RestoreBatch entry={entry} onDone={onClose} />
            <VersionEntry entry={entry} onDone={onClose} />
          </Group>
          {entry.undoUnavailable && (
            <Text size="sm" c="dimmed">
              Cannot be put back: {entry.undoUnavailable}
            </Text>
          )}
          {entry.changes.length === 0 ? (
            <Text size="sm" c="dimmed">
              No field changed.
            </Text>
          ) : (
            <ChangesTable label="Changed fields" headings={['Before', 'After']} changes={entry.changes} />
          )}
        </Stack>
      )}
    </Drawer>
  );
}
