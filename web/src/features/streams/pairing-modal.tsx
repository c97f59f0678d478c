import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import type { StreamPairRow_EventFragment } from '../../gql/graphql';
import { useFocusKept } from '../../shared/forms/form-modal';
import { FormErrorsAlert } from '../../shared/forms/form-errors-alert';
import { PairingCandidates } from './pairing-candidates';
import { ratingLabel, streamTime } from './pairing-rules';
import { usePairingForm, type PairingTarget } from './use-pairing-form';

interface PairingModalProps extends PairingTarget {
  onClose: () => void;
  onUpdated: () => void;
}

/** Spec 001 §2.6: pick another candidate for a stream, or unpair it. */
export function PairingModal({ onClose, onUpdated, ...target }: PairingModalProps) {
  const { event, canWrite } = target;
  const form = usePairingForm(target, () => {
    onUpdated();
    onClose();
  });
  // After a refusal the focus stays in the dialog (the Update button was disabled while it waited).
  const dialog = useRef<HTMLDivElement>(null);
  useFocusKept(dialog, true);

  return (
    <Modal opened onClose={onClose} size="80%" title={`Update event pair for ${event.title}`} ref={dialog}>
      <Stack gap="sm">
        <PairingHeader event={event} />
        {form.problem && <FormErrorsAlert messages={[form.problem]} />}
        <TextInput
          label="Search feed events"
          placeholder="Name, league or ID"
          leftSection={<IconSearch size={16} />}
          value={form.search}
          onChange={(e) => form.setSearch(e.currentTarget.value)}
        />
        <PairingCandidates {...form} canWrite={canWrite} />
        {form.selected === null && form.initial !== null && <Text c="orange">The stream will be unpaired.</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button disabled={!form.canUpdate} loading={form.updating} onClick={() => void form.update()}>
            Update
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The stream event and the feed event it is paired with now. */
function PairingHeader({ event }: { event: StreamPairRow_EventFragment }) {
  return (
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
  );
}
