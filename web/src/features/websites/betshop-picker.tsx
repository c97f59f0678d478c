import { useQuery } from '@apollo/client/react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { graphql } from '../../gql';

const BetshopOptionsQuery = graphql(`
  query BetshopOptions($search: String) {
    betshopOptions(search: $search, limit: 20) {
      id
      name
    }
  }
`);

interface BetshopPickerProps {
  value: string;
  onChange: (betshopId: string) => void;
  error?: ReactNode;
  /** The website's betshop, shown before the options have loaded. */
  current: { id: string; name: string } | null;
}

/** Betshop id as a searchable picker: type a name or an id. */
export function BetshopPicker({ value, onChange, error, current }: BetshopPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data, previousData, loading } = useQuery(BetshopOptionsQuery, {
    variables: { search: debounced || null },
    fetchPolicy: 'cache-first',
  });
  const options = (data ?? previousData)?.betshopOptions;

  // Labels of every betshop seen, so the chosen one keeps its name whatever the next search returns.
  const known = useRef(new Map<string, string>());
  const items = useMemo(() => {
    if (current) known.current.set(current.id, `${current.name} (${current.id})`);
    const list = (options ?? []).map((b) => ({ value: b.id, label: `${b.name} (${b.id})` }));
    for (const item of list) known.current.set(item.value, item.label);
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: known.current.get(value) ?? value });
    return list;
  }, [options, current, value]);

  return (
    <Select
      label="Betshop id"
      placeholder="Search a betshop by name or id"
      searchable
      clearable
      data={items}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the term; don't filter its matches again by label.
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? 'Loading…' : 'No betshops found'}
      error={error}
    />
  );
}
