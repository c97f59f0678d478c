import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BetradarItemInputs } from './betradar-item-inputs';
import {
  emptyBetradarItem,
  normaliseBetradarItems,
  removeBetradarItem,
  updateBetradarItem,
  upsertBetradarItem,
  validateBetradarItem,
  validateBetradarItems,
  type BetradarItem,
} from './betradar-tracker-value';
import type { FieldEditorProps, FieldErrors, FieldType } from '../field-editor';

function itemErrors(errors: FieldErrors, index: number) {
  return { sportName: errors[`${index}.sportName`], sportId: errors[`${index}.sportId`] };
}

function itemName(item: BetradarItem, index: number): string {
  return item.sportName.trim() || `sport ${String(item.sportId).trim() || index + 1}`;
}

function BetradarTrackerEditor({ value, onChange, errors, disabled }: FieldEditorProps<BetradarItem[]>) {
  const [draft, setDraft] = useState<BetradarItem>(emptyBetradarItem);
  const [triedAdd, setTriedAdd] = useState(false);
  const draftErrors = validateBetradarItem(draft);
  const replaces = value.some((item) => String(item.sportId) === String(draft.sportId).trim());

  const add = () => {
    setTriedAdd(true);
    if (Object.keys(draftErrors).length > 0) return;
    onChange(upsertBetradarItem(value, draft));
    setDraft(emptyBetradarItem());
    setTriedAdd(false);
  };

  return (
    <Stack gap="sm">
      {value.length === 0 && <Text c="dimmed">No sports tracked</Text>}
      {value.map((item, index) => (
        <Card
          key={`${String(item.sportId)}-${index}`}
          withBorder
          padding="sm"
          role="group"
          aria-label={`Betradar tracker ${itemName(item, index)}`}
        >
          <Group justify="space-between" mb="xs">
            <Text fw={600}>
              {item.sportName || 'Unnamed sport'} ({String(item.sportId)})
            </Text>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={() => onChange(removeBetradarItem(value, index))}
              disabled={disabled}
              aria-label={`Remove ${itemName(item, index)}`}
            >
              Remove
            </Button>
          </Group>
          <BetradarItemInputs
            item={item}
            nameSuffix={`of ${itemName(item, index)}`}
            onChange={(patch) => onChange(updateBetradarItem(value, index, patch))}
            errors={itemErrors(errors, index)}
            disabled={disabled}
            sportIdReadOnly
          />
        </Card>
      ))}
      <Card withBorder padding="sm" role="group" aria-label="Add a sport">
        <Title order={4} size="h5" mb="xs">
          Add a sport
        </Title>
        <BetradarItemInputs
          item={draft}
          nameSuffix="of the new sport"
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          errors={triedAdd ? draftErrors : {}}
          disabled={disabled}
        />
        <Group justify="flex-end" mt="sm">
          {replaces && <Text size="sm">This replaces the entry with the same sport ID.</Text>}
          <Button variant="default" onClick={add} disabled={disabled}>
            {replaces ? 'Replace sport' : 'Add sport'}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}

export const betradarTrackerField: FieldType<BetradarItem[]> = {
  Editor: BetradarTrackerEditor,
  validate: validateBetradarItems,
  emptyValue: () => [],
  normalise: normaliseBetradarItems,
};
