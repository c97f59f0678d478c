import { Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { BetradarItem } from './betradar-tracker-value';
import { parseSportId } from './betradar-tracker-value';

// Spec 001 §9: the configuration textareas are 5 rows.
const ROWS = 5;
const CODE_STYLES = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

interface BetradarItemInputsProps {
  item: BetradarItem;
  /** Appended to every accessible name, e.g. 'of Football' or 'of the new sport'. */
  nameSuffix: string;
  onChange: (patch: Partial<BetradarItem>) => void;
  errors: Partial<Record<'sportName' | 'sportId', string>>;
  disabled: boolean;
  /** Listed entries are keyed by their sport id: it is set only when adding. */
  sportIdReadOnly?: boolean;
}

/** The inputs of one betradar tracker entry. */
export function BetradarItemInputs({ item, nameSuffix, onChange, errors, disabled, sportIdReadOnly }: BetradarItemInputsProps) {
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <TextInput
          label="Sport name"
          aria-label={`Sport name ${nameSuffix}`}
          value={item.sportName}
          onChange={(event) => onChange({ sportName: event.currentTarget.value })}
          error={errors.sportName}
          disabled={disabled}
          withAsterisk
        />
        <TextInput
          label="Sport ID"
          aria-label={`Sport ID ${nameSuffix}`}
          inputMode="numeric"
          value={String(item.sportId)}
          onChange={(event) => onChange({ sportId: parseSportId(event.currentTarget.value) })}
          error={errors.sportId}
          disabled={disabled}
          readOnly={sportIdReadOnly}
          variant={sportIdReadOnly ? 'filled' : 'default'}
          withAsterisk
        />
      </Group>
      <Group>
        <Switch
          label="Live match enabled"
          aria-label={`Live match enabled ${nameSuffix}`}
          checked={item.isLiveMatchEnabled}
          onChange={(event) => onChange({ isLiveMatchEnabled: event.currentTarget.checked })}
          disabled={disabled}
        />
        <Switch
          label="Standard match enabled"
          aria-label={`Standard match enabled ${nameSuffix}`}
          checked={item.isStandardMatchEnabled}
          onChange={(event) => onChange({ isStandardMatchEnabled: event.currentTarget.checked })}
          disabled={disabled}
        />
      </Group>
      <Group grow align="flex-start">
        <Textarea
          label="Live match configuration"
          aria-label={`Live match configuration ${nameSuffix}`}
          rows={ROWS}
          styles={CODE_STYLES}
          value={item.liveMatchConfiguration}
          onChange={(event) => onChange({ liveMatchConfiguration: event.currentTarget.value })}
          disabled={disabled}
        />
        <Textarea
          label="Standard match configuration"
          aria-label={`Standard match configuration ${nameSuffix}`}
          rows={ROWS}
          styles={CODE_STYLES}
          value={item.standardMatchConfiguration}
          onChange={(event) => onChange({ standardMatchConfiguration: event.currentTarget.value })}
          disabled={disabled}
        />
      </Group>
    </Stack>
  );
}
