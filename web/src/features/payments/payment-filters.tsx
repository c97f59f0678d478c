import { Badge, Button, CloseButton, Collapse, Group, Stack } from '@mantine/core';
import { DatePickerInput, type DayOfWeek } from '@mantine/dates';
import { IconAdjustmentsHorizontal, IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { MorePaymentFilters } from './more-payment-filters';
import { activeTags, earliestFrom, latestFrom, latestTo, type FilterTag, type PaymentFilterState } from './payment-filter';
import type { FilterChanges } from './use-payment-filter-draft';
import '@mantine/dates/styles.css';

export type { FilterChanges } from './use-payment-filter-draft';

interface PaymentFiltersProps {
  state: PaymentFilterState;
  today: string;
  currencies: readonly string[];
  onChange: (changes: FilterChanges) => void;
  onRemove: (tag: FilterTag) => void;
  onClear: () => void;
}

// The calendar as every person can read it (WCAG 2.2 AA, issue 30): named month arrows, weekends
// in the text colour (Mantine's red is 3.3:1 on white), and no faint days of the months around.
const READABLE_CALENDAR = {
  ariaLabels: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
  },
  weekendDays: [] as DayOfWeek[],
  hideOutsideDates: true,
  leftSection: <IconCalendar size={16} />,
  valueFormat: 'DD/MM/YYYY',
  w: 170,
};

/** The dates (applied at once) and the expandable filters (applied together), with their tags. */
export function PaymentFilters({ state, today, currencies, onChange, onRemove, onClear }: PaymentFiltersProps) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <DatePickerInput
          {...READABLE_CALENDAR}
          label="From"
          value={state.from}
          minDate={earliestFrom(state.to)}
          maxDate={latestFrom(state.to, today)}
          onChange={(value) => value && onChange({ from: value })}
        />
        <DatePickerInput
          {...READABLE_CALENDAR}
          label="To"
          value={state.to}
          minDate={state.from}
          maxDate={latestTo(state.from, today)}
          onChange={(value) => value && onChange({ to: value })}
        />
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? 'Fewer filters' : 'More filters'}
        </Button>
      </Group>
      <Collapse expanded={open}>
        <MorePaymentFilters state={state} currencies={currencies} onChange={onChange} />
      </Collapse>
      <FilterTags tags={activeTags(state)} onRemove={onRemove} onClear={onClear} />
    </Stack>
  );
}

/** The filters in force, each removable, and Clear filters. */
function FilterTags({ tags, onRemove, onClear }: { tags: FilterTag[]; onRemove: (tag: FilterTag) => void; onClear: () => void }) {
  if (tags.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Active filters" role="group">
      {tags.map((tag) => (
        // Mantine's Pill hides its remove button from assistive technology: this one is named.
        <Badge
          key={tag.key}
          variant="light"
          size="lg"
          tt="none"
          rightSection={<CloseButton size="xs" aria-label={`Remove ${tag.label}`} onClick={() => onRemove(tag)} />}
        >
          {tag.label}
        </Badge>
      ))}
      <Button variant="subtle" size="xs" onClick={onClear}>
        Clear filters
      </Button>
    </Group>
  );
}
