import { Button, Group, TextInput, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface UsersSearchFormProps {
  /** The search the list currently shows (from the URL). */
  applied: string;
  onSearch: (term: string) => void;
}

/**
 * The Search button stays disabled until the term differs from the applied one
 * (spec §2). It is aria-disabled rather than disabled so its tooltip still shows.
 */
export function UsersSearchForm({ applied, onSearch }: UsersSearchFormProps) {
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
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Search users"
          placeholder="Email"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          leftSection={<IconSearch size={16} stroke={1.5} />}
          w={320}
          maw="100%"
        />
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
