import { Button, Group, Radio, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { StreamPairRow_EventFragment } from '../../gql/graphql';
import { ratingLabel, streamTime } from './pairing-rules';

interface PairingCandidatesProps {
  candidates: StreamPairRow_EventFragment['candidates'];
  /** The feed event paired now (null: none). */
  initial: string | null;
  selected: string | null;
  setSelected: (id: string | null) => void;
  search: string;
  canWrite: boolean;
}

/** The feed events a stream may be paired with, one radio each; the current one can be unpaired. */
export function PairingCandidates({ candidates, initial, selected, setSelected, search, canWrite }: PairingCandidatesProps) {
  return (
    <Radio.Group value={selected ?? ''} onChange={(value) => setSelected(value || null)} aria-label="Feed events">
      <Table striped aria-label="Feed events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} aria-label="Pick" />
            <Table.Th>Rating</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>League</Table.Th>
            <Table.Th>Start Time</Table.Th>
            <Table.Th>ID</Table.Th>
            <Table.Th aria-label="Initial pairing" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {candidates.map((c) => (
            <Table.Tr
              key={c.id}
              // The whole row chooses the candidate (the radio stays the keyboard's way in).
              onClick={(event) => {
                if (canWrite && !(event.target as HTMLElement).closest('button, input')) setSelected(c.id);
              }}
              style={canWrite ? { cursor: 'pointer' } : undefined}
              bg={selected === c.id ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                <Radio value={c.id} aria-label={`Pair with ${c.name} (${c.id})`} disabled={!canWrite} />
              </Table.Td>
              <Table.Td>{ratingLabel(c.rating)}</Table.Td>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td>{c.leagueName ?? ''}</Table.Td>
              <Table.Td>{streamTime(c.startTime)}</Table.Td>
              <Table.Td>{c.id}</Table.Td>
              <Table.Td>
                {c.id === initial && (
                  <Group gap="xs" wrap="nowrap">
                    <IconCheck size={18} color="var(--mantine-color-teal-6)" aria-label="Currently paired" role="img" />
                    <Button size="compact-xs" variant="light" disabled={!canWrite || selected === null} onClick={() => setSelected(null)}>
                      Edit pairing
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          {candidates.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text ta="center" c="dimmed">
                  No feed events match “{search.trim()}”.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Radio.Group>
  );
}
