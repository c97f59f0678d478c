import { useMutation } from '@apollo/client/react';
import { Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { readableError } from '../../shared/requests/error-message';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { CreateSportTooltipsMutation } from './sport-tooltips-operations';

interface SportTooltipsCreateProps {
  choices: readonly { sportId: string; name: string }[];
  canWrite: boolean;
  /** The new sport's id, once created (the panel lists it again and opens it). */
  onCreated: (sportId: string) => Promise<void>;
}

/** Create sport: a sport without tooltips yet gets its (empty) list of them. */
export function SportTooltipsCreate({ choices, canWrite, onCreated }: SportTooltipsCreateProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(CreateSportTooltipsMutation);
  const createSport = async () => {
    if (!choice) return;
    try {
      const { data: created } = await create({ variables: { sportId: choice } });
      const result = created?.createSportTooltips;
      if (!result?.tooltipSport) return notifyError(result?.userErrors.map((e) => e.message).join(' ') ?? 'Error');
      notifySuccess('Successfully created sport');
      setChoice(null);
      await onCreated(result.tooltipSport.sportId);
    } catch (e) {
      notifyError(readableError(e));
    }
  };
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label="Create sport"
        placeholder="Sport"
        searchable
        data={choices.map((c) => ({ value: c.sportId, label: `${c.name} (${c.sportId})` }))}
        value={choice}
        onChange={setChoice}
        disabled={!canWrite}
        w={220}
      />
      <Button leftSection={<IconPlus size={16} />} disabled={!canWrite || !choice} loading={creating} onClick={() => void createSport()}>
        Create
      </Button>
    </Group>
  );
}
