import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { readableError } from '../requests/error-message';

// A picker over a list too long to load (hundreds of websites, thousands of betshops): the server
// searches as the user types (debounced) and answers its first matches with how many there are
// in all; the picker says when it shows only some of them. Keyboard and screen-reader behaviour
// is Mantine's Select.

export interface SearchOption {
  value: string;
  label: string;
}

/** What one server search found: its first matches, and how many match in all. */
export interface SearchMatches {
  options: SearchOption[];
  totalItems: number;
}

const DEBOUNCE_MS = 250;

interface ServerSearchSelectProps<TData, TVariables extends Record<string, unknown>> extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> {
  /** The search query: its variables for a term ('' for none), and its matches from its answer. */
  query: TypedDocumentNode<TData, TVariables>;
  variables: (term: string) => TVariables;
  matches: (data: TData) => SearchMatches;
  value: string | null;
  onChange: (value: string | null, option: SearchOption | null) => void;
  /** The chosen value's option when its label is known before any search finds it (a saved record's). */
  selected?: SearchOption | null;
  /** What the options are, plural, for the note on a partial answer: "websites". */
  noun: string;
}

/** "Showing 20 of 903 websites: type to narrow", or nothing when every match is shown. */
export function partialAnswerNote(shown: number, totalItems: number, noun: string): string | null {
  return totalItems > shown ? `Showing ${shown} of ${totalItems} ${noun}: type to narrow` : null;
}

/** "1 match", "12 matches": an answer that holds every match. */
export const matchCount = (totalItems: number) => `${totalItems} ${totalItems === 1 ? 'match' : 'matches'}`;

export function ServerSearchSelect<TData, TVariables extends Record<string, unknown>>(props: ServerSearchSelectProps<TData, TVariables>) {
  const { query, variables, matches, value, onChange, selected, noun, error, ...selectProps } = props;
  const [search, setSearch] = useState('');
  // Labels of every option seen, so the chosen one keeps its label whatever the next search finds.
  const known = useRef(new Map<string, string>());
  if (selected) known.current.set(selected.value, selected.label);
  const chosenLabel = value === null ? null : (known.current.get(value) ?? null);
  // The search box shows the chosen option's label: that is not a search, so all options show.
  const typed = search === chosenLabel ? '' : search.trim();
  const [term] = useDebouncedValue(typed, DEBOUNCE_MS);
  const answer = useQuery(query, { variables: variables(term), fetchPolicy: 'cache-first' });
  const data = answer.data ?? answer.previousData;
  const found = data ? matches(data) : null;
  for (const option of found?.options ?? []) known.current.set(option.value, option.label);
  const options = [...(found?.options ?? [])];
  // Listed until the user searches for something else (Select keeps its label from then on).
  if (value !== null && typed === '' && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: known.current.get(value) ?? value });
  }
  const searching = answer.loading || typed !== term;

  return (
    <Select
      {...selectProps}
      searchable
      data={options}
      value={value}
      onChange={(next, option) => onChange(next, option && { value: option.value, label: option.label })}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: its matches are not filtered again by label.
      filter={({ options: all }) => all}
      nothingFoundMessage={searching ? 'Loading…' : 'No results'}
      rightSection={searching ? <Loader size="xs" role="status" aria-label={`Searching ${noun}`} /> : undefined}
      // Always one line, so the field does not move as the answers change.
      description={found ? (partialAnswerNote(found.options.length, found.totalItems, noun) ?? matchCount(found.totalItems)) : 'Loading…'}
      error={error ?? (answer.error ? readableError(answer.error) : undefined)}
    />
  );
}
