import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Dispatch, SetStateAction } from 'react';
import type { TooltipDraft } from './tooltip-form-state';

interface TooltipTemplateIdsProps {
  draft: TooltipDraft;
  setDraft: Dispatch<SetStateAction<TooltipDraft>>;
  disabled: boolean;
}

/** The game templates a tooltip shows on: one field each, removable while more than one is left. */
export function TooltipTemplateIds({ draft, setDraft, disabled }: TooltipTemplateIdsProps) {
  return (
    <Group align="flex-end" gap="xs">
      {draft.templateIds.map((id, index) => (
        <Group key={index} gap={4} align="flex-end">
          <TextInput
            label={`Template id ${index + 1}`}
            value={id}
            inputMode="numeric"
            w={120}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraft((d) => ({ ...d, templateIds: d.templateIds.map((t, i) => (i === index ? value : t)) }));
            }}
            disabled={disabled}
          />
          {draft.templateIds.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove template id ${index + 1}`}
              disabled={disabled}
              onClick={() => setDraft((d) => ({ ...d, templateIds: d.templateIds.filter((_, i) => i !== index) }))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={14} />}
        disabled={disabled}
        onClick={() => setDraft((d) => ({ ...d, templateIds: [...d.templateIds, ''] }))}
      >
        Add template id
      </Button>
    </Group>
  );
}
