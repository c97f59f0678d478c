import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import { ServerSearchSelect } from '../../shared/forms/server-search-select';

export const BetshopOptionsQuery = graphql(`
  query BetshopOptions($search: String) {
    betshopOptions(search: $search, limit: 20) {
      items {
        id
        name
      }
      totalItems
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

const label = (b: { id: string; name: string }) => `${b.name} (${b.id})`;

/** Betshop id as a searchable picker: type a name or an id; every market's betshops are searched on the server. */
export function BetshopPicker({ value, onChange, error, current }: BetshopPickerProps) {
  return (
    <ServerSearchSelect
      label="Betshop id"
      placeholder="Search a betshop by name or id"
      noun="betshops"
      clearable
      query={BetshopOptionsQuery}
      variables={(term) => ({ search: term || null })}
      matches={(data) => ({
        options: data.betshopOptions.items.map((b) => ({ value: b.id, label: label(b) })),
        totalItems: data.betshopOptions.totalItems,
      })}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      selected={current && { value: current.id, label: label(current) }}
      error={error}
    />
  );
}
