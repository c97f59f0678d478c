import { Button, Group, TextInput, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';

interface ListSearchFormProps {
  /** Accessible label of the search box, e.g. "Search companies". */
  label: string;
  placeholder?: string;
  /** The search the list currently shows (from the URL). */
  applied: string;
  onSearch: (term: string) => void;
  /** Further filters shown before the Search button (a section picker, ...). */
  children?: ReactNode;
}

/**
 * A list's search box. Search stays disabled until the term differs from the
 * applied one (spec §2); it is aria-disabled so its tooltip still shows.
 */
export function ListSearchForm({ label, placeholder, applied, onSearch, children }: ListSearchFormProps) {
  const [term, setTerm] = useState(applied);
  // Back/forward and shared links change the applied search: show it.
  useEffect(() => setTerm(applied), [applied]);
  const unchanged = term.trim() === applied.trim();

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged) onSearch(term.trim());
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={label}
          placeholder={placeholder}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          leftSection={<IconSearch size={16} stroke={1.5} />}
          w={320}
          maw="100%"
        />
        {children}
        <Tooltip label="You must enter a new search term" disabled={!unchanged}>
          <Button
            type="submit"
            data-disabled={unchanged || undefined}
            aria-disabled={unchanged}
            onClick={(event) => {
              if (unchanged) event.preventDefault();
            }}
          >
            Search
          </Button>
        </Tooltip>
      </Group>
    </form>
  );
}
