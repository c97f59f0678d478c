import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Radio, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { StreamPairRow_EventFragment, StreamProvider } from '../../gql/graphql';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { readableError } from '../../shared/requests/error-message';
import { notifySuccess } from '../../shared/notices/notify';
import { canUpdatePairing, ratingLabel, streamTime } from './pairing-rules';
import { useFocusKept } from '../../shared/forms/form-modal';

const PairStreamEventMutation = graphql(`
  mutation PairStreamEvent($input: PairStreamEventInput!) {
    pairStreamEvent(input: $input) {
      event {
        ...StreamPairRow_event
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const SUCCESS: Record<StreamProvider, string> = {
  IMG_ARENA: 'Img Arena stream pairing successfully updated',
  INFRONT: 'Infront stream pairing successfully updated',
};

interface PairingModalProps {
  provider: StreamProvider;
  sportId: number;
  event: StreamPairRow_EventFragment;
  canWrite: boolean;
  onClose: () => void;
  onUpdated: () => void;
}

/** Spec 001 §2.6: pick another candidate for a stream, or unpair it. */
export function PairingModal({ provider, sportId, event, canWrite, onClose, onUpdated }: PairingModalProps) {
  const initial = event.pairing === 'NONE' ? null : (event.pairedFeedEvent?.id ?? null);
  const [selected, setSelected] = useState<string | null>(initial);
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // After a refusal the focus stays in the dialog (the Update button was disabled while it waited).
  const dialog = useRef<HTMLDivElement>(null);
  useFocusKept(dialog, true);
  const [pair, { loading }] = useMutation(PairStreamEventMutation);
  const term = search.trim().toLowerCase();
  const candidates = event.candidates.filter(
    (c) => !term || c.name.toLowerCase().includes(term) || (c.leagueName ?? '').toLowerCase().includes(term) || c.id.includes(term),
  );

  const update = async () => {
    setProblem(null);
    try {
      const { data } = await pair({ variables: { input: { provider, sportId, streamId: event.streamId, feedEventId: selected } } });
      const errors = data?.pairStreamEvent.userErrors ?? [];
      if (errors.length > 0) return setProblem(errors.map((e) => e.message).join(' '));
      notifySuccess(SUCCESS[provider]);
      onUpdated();
      onClose();
    } catch (e) {
      setProblem(readableError(e));
    }
  };

  return (
    <Modal opened onClose={onClose} size="80%" title={`Update event pair for ${event.title}`} ref={dialog}>
      <Stack gap="sm">
        <Group gap="xl" align="flex-start">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Stream event
            </Text>
            <Text fw={600}>{event.title}</Text>
            <Text size="sm" c="dimmed">
              {event.subtitle ? `${event.subtitle} · ` : ''}
              {streamTime(event.startTime)} · ID {event.streamId}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Paired feed event
            </Text>
            {event.pairedFeedEvent && event.pairing !== 'NONE' ? (
              <>
                <Text fw={600}>{event.pairedFeedEvent.name}</Text>
                <Text size="sm" c="dimmed">
                  Rating {ratingLabel(event.pairedFeedEvent.rating)} · ID {event.pairedFeedEvent.id}
                </Text>
              </>
            ) : (
              <Text c="dimmed">Not paired</Text>
            )}
          </div>
        </Group>
        {problem && <FormErrorsAlert messages={[problem]} />}
        <TextInput
          label="Search feed events"
          placeholder="Name, league or ID"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
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
                        <Button
                          size="compact-xs"
                          variant="light"
                          disabled={!canWrite || selected === null}
                          onClick={() => setSelected(null)}
                        >
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
        {selected === null && initial !== null && <Text c="orange">The stream will be unpaired.</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button disabled={!canUpdatePairing(initial, selected, canWrite)} loading={loading} onClick={() => void update()}>
            Update
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
