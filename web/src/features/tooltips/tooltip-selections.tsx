import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { addSelection } from './tooltip-form-state';
import type { TooltipForm } from './use-tooltip-form';

/** The selections' positions, each with its delete (a saved one is deleted at once), and Add selection. */
export function TooltipSelections({ form, disabled }: { form: TooltipForm; disabled: boolean }) {
  const { draft, setDraft } = form;
  return (
    <Group align="flex-end" gap="xs">
      {draft.selections.map((s, index) => (
        <Group key={s.rowKey} gap={4} align="flex-end">
          <TextInput
            label={`Selection ${index + 1} position`}
            value={s.position}
            inputMode="numeric"
            w={120}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraft((d) => ({ ...d, selections: d.selections.map((x) => (x.rowKey === s.rowKey ? { ...x, position: value } : x)) }));
            }}
            disabled={disabled}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete selection ${index + 1}`}
            disabled={disabled || form.loading}
            onClick={() => void form.deleteSelection(s.rowKey)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button variant="light" leftSection={<IconPlus size={14} />} disabled={disabled} onClick={() => setDraft(addSelection)}>
        Add selection
      </Button>
    </Group>
  );
}
