import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { BLOCKED_NUMERIC_KEYS, cleanAmount, FILTER_LABELS, NUMERIC_FILTERS, TEXT_FILTERS, type PaymentFilterState } from './payment-filter';
import { ANY, usePaymentFilterDraft, type FilterChanges } from './use-payment-filter-draft';

const blockSigns = (event: KeyboardEvent<HTMLInputElement>) => {
  if (BLOCKED_NUMERIC_KEYS.has(event.key)) event.preventDefault();
};

interface MorePaymentFiltersProps {
  state: PaymentFilterState;
  currencies: readonly string[];
  onChange: (changes: FilterChanges) => void;
}

/** The expandable filters, applied together. */
export function MorePaymentFilters({ state, currencies, onChange }: MorePaymentFiltersProps) {
  const draft = usePaymentFilterDraft(state, onChange);
  return (
    <form onSubmit={draft.apply} aria-label="Payment filters">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {TEXT_FILTERS.map((key) => {
          const numeric = NUMERIC_FILTERS.includes(key);
          return (
            <TextInput
              key={key}
              label={FILTER_LABELS[key]}
              value={draft.draft[key]}
              inputMode={numeric ? 'decimal' : undefined}
              onKeyDown={numeric ? blockSigns : undefined}
              error={numeric ? draft.amountError(key) : null}
              onChange={(event) => draft.setText(key, numeric ? cleanAmount(event.currentTarget.value) : event.currentTarget.value)}
            />
          );
        })}
        <Select
          label={FILTER_LABELS.currency}
          data={[ANY, ...currencies]}
          value={draft.currency}
          onChange={(v) => draft.setCurrency(v ?? ANY)}
          allowDeselect={false}
        />
        <Select
          label={FILTER_LABELS.status}
          data={[ANY, 'SUCCESSFUL', 'FAILED']}
          value={draft.status}
          onChange={(v) => draft.setStatus(v ?? ANY)}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" disabled={draft.invalid}>
          Apply filters
        </Button>
      </Group>
    </form>
  );
}
