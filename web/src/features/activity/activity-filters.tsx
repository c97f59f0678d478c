import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ACTIVITY_FILTER_KEYS, type ActivityFilterValues } from './urls';
import { areaLabel } from './area-label';

interface ActivityFiltersProps {
  /** The filters the list shows now (from the URL). */
  applied: ActivityFilterValues;
  /** The areas the stored entries name. */
  areas: readonly string[];
  onApply: (filters: ActivityFilterValues) => void;
}

const EMPTY = Object.fromEntries(ACTIVITY_FILTER_KEYS.map((key) => [key, ''])) as ActivityFilterValues;

/** User, area, operation, entity and date range; applied together (Apply), cleared together (Clear). */
export function ActivityFilters({ applied, areas, onApply }: ActivityFiltersProps) {
  const [draft, setDraft] = useState(applied);
  // Back/forward, a History link or a shared link change the applied filters: show them.
  useEffect(() => setDraft(applied), [applied]);
  const field = (key: keyof ActivityFilterValues) => ({
    value: draft[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [key]: value }));
    },
  });
  const any = ACTIVITY_FILTER_KEYS.some((key) => applied[key]);

  return (
    <form
      role="search"
      aria-label="Filter activity"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput label="User" placeholder="Email" w={190} {...field('user')} />
        <NativeSelect
          label="Area"
          data={[{ value: '', label: 'All areas' }, ...areas.map((area) => ({ value: area, label: areaLabel(area) }))]}
          w={150}
          {...field('area')}
        />
        <TextInput label="Operation" placeholder="e.g. updateUser" w={160} {...field('operation')} />
        <TextInput label="Entity type" placeholder="User, Word…" w={130} {...field('entityType')} />
        <TextInput label="Entity id" w={80} {...field('entityId')} />
        <TextInput label="From" type="date" w={140} {...field('from')} />
        <TextInput label="To" type="date" w={140} {...field('to')} />
        <Button type="submit">Apply filters</Button>
        {any && (
          <Button variant="default" onClick={() => onApply(EMPTY)}>
            Clear filters
          </Button>
        )}
      </Group>
    </form>
  );
}
