import { Badge, Button, CloseButton, Collapse, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput, type DayOfWeek } from '@mantine/dates';
import { IconAdjustmentsHorizontal, IconCalendar } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  activeTags,
  BLOCKED_NUMERIC_KEYS,
  cleanAmount,
  FILTER_LABELS,
  earliestFrom,
  latestFrom,
  latestTo,
  NUMERIC_FILTERS,
  TEXT_FILTERS,
  type FilterTag,
  type PaymentFilterState,
  type TextFilterKey,
} from './payment-filter';
import '@mantine/dates/styles.css';

const ANY = 'any';
const AMOUNT = /^\d+(\.\d+)?$/;

export interface FilterChanges {
  from?: string;
  to?: string;
  text?: Partial<Record<TextFilterKey, string>>;
  currency?: string | null;
  status?: string | null;
}

interface PaymentFiltersProps {
  state: PaymentFilterState;
  today: string;
  currencies: readonly string[];
  onChange: (changes: FilterChanges) => void;
  onRemove: (tag: FilterTag) => void;
  onClear: () => void;
}

const blockSigns = (event: KeyboardEvent<HTMLInputElement>) => {
  if (BLOCKED_NUMERIC_KEYS.has(event.key)) event.preventDefault();
};

/** The dates (applied at once) and the expandable filters (applied together), with their tags. */
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
};

export function PaymentFilters({ state, today, currencies, onChange, onRemove, onClear }: PaymentFiltersProps) {
  const tags = activeTags(state);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(state.text);
  const [currency, setCurrency] = useState(state.currency ?? ANY);
  const [status, setStatus] = useState(state.status ?? ANY);
  // A tag removed or the filters cleared: the form shows what the URL now says.
  const [seen, setSeen] = useState(state);
  if (seen !== state) {
    setSeen(state);
    setDraft(state.text);
    setCurrency(state.currency ?? ANY);
    setStatus(state.status ?? ANY);
  }

  const amountError = (key: TextFilterKey) => {
    if (draft[key] && !AMOUNT.test(draft[key])) return 'Enter an amount, e.g. 12.50';
    if (
      key === 'min' &&
      draft.min &&
      draft.max &&
      AMOUNT.test(draft.min) &&
      AMOUNT.test(draft.max) &&
      Number(draft.min) > Number(draft.max)
    ) {
      return 'The minimal amount cannot be above the maximum amount.';
    }
    return null;
  };
  const invalid = NUMERIC_FILTERS.some((key) => amountError(key));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const text = Object.fromEntries(TEXT_FILTERS.map((key) => [key, draft[key].trim()]));
    onChange({ text, currency: currency === ANY ? null : currency, status: status === ANY ? null : status });
  };

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
          leftSection={<IconCalendar size={16} />}
          valueFormat="DD/MM/YYYY"
          w={170}
        />
        <DatePickerInput
          {...READABLE_CALENDAR}
          label="To"
          value={state.to}
          minDate={state.from}
          maxDate={latestTo(state.from, today)}
          onChange={(value) => value && onChange({ to: value })}
          leftSection={<IconCalendar size={16} />}
          valueFormat="DD/MM/YYYY"
          w={170}
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
        <form onSubmit={apply} aria-label="Payment filters">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {TEXT_FILTERS.map((key) => {
              const numeric = NUMERIC_FILTERS.includes(key);
              return (
                <TextInput
                  key={key}
                  label={FILTER_LABELS[key]}
                  value={draft[key]}
                  inputMode={numeric ? 'decimal' : undefined}
                  onKeyDown={numeric ? blockSigns : undefined}
                  error={numeric ? amountError(key) : null}
                  onChange={(event) => {
                    const value = numeric ? cleanAmount(event.currentTarget.value) : event.currentTarget.value;
                    setDraft((d) => ({ ...d, [key]: value }));
                  }}
                />
              );
            })}
            <Select
              label={FILTER_LABELS.currency}
              data={[ANY, ...currencies]}
              value={currency}
              onChange={(v) => setCurrency(v ?? ANY)}
              allowDeselect={false}
            />
            <Select
              label={FILTER_LABELS.status}
              data={[ANY, 'SUCCESSFUL', 'FAILED']}
              value={status}
              onChange={(v) => setStatus(v ?? ANY)}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button type="submit" disabled={invalid}>
              Apply filters
            </Button>
          </Group>
        </form>
      </Collapse>
      {tags.length > 0 && (
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
      )}
    </Stack>
  );
}
