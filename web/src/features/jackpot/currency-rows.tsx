import { ActionIcon, Group, NumberInput, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import type { JackpotFormValues } from './jackpot-form-values';

/** The jackpot's currency ranges: a row each, its delete for a writer, the list's own error. */
export function CurrencyRows({ form, canWrite }: { form: UseFormReturnType<JackpotFormValues>; canWrite: boolean }) {
  const rows = form.values.currencyRanges;
  return (
    <>
      {rows.length === 0 && <Text c="dimmed">No currency ranges</Text>}
      {typeof form.errors.currencyRanges === 'string' && (
        <Text c="red" size="sm">
          {form.errors.currencyRanges}
        </Text>
      )}
      {rows.map((row, index) => (
        <Group key={row.key} align="flex-end" wrap="nowrap">
          <TextInput label="Currency Name" disabled={!canWrite} {...form.getInputProps(`currencyRanges.${index}.name`)} />
          <NumberInput label="From" hideControls disabled={!canWrite} {...form.getInputProps(`currencyRanges.${index}.valueFrom`)} />
          <NumberInput label="To" hideControls disabled={!canWrite} {...form.getInputProps(`currencyRanges.${index}.valueTo`)} />
          {canWrite && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Delete currency ${row.name || index + 1}`}
              onClick={() => form.removeListItem('currencyRanges', index)}
            >
              <IconTrash size={18} stroke={1.5} />
            </ActionIcon>
          )}
        </Group>
      ))}
    </>
  );
}
