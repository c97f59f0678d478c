import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { canSearchCasinoCategories } from '../seo-search-rules';

interface CasinoSearchFormProps {
  applied: string;
  onSearch: (term: string) => void;
}

/** Casino Categories search: 1 character is enough (spec 001 §5); a clear button empties it. */
export function CasinoSearchForm({ applied, onSearch }: CasinoSearchFormProps) {
  const [term, setTerm] = useState(applied);
  useEffect(() => setTerm(applied), [applied]);
  const canSearch = canSearchCasinoCategories(term);

  return (
    <form
      role="search"
      aria-label="Search casino categories"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSearch) onSearch(term.trim());
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search casino categories"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          leftSection={<IconSearch size={16} stroke={1.5} />}
          rightSection={
            term || applied ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Clear search"
                onClick={() => {
                  setTerm('');
                  onSearch('');
                }}
              >
                <IconX size={16} />
              </ActionIcon>
            ) : null
          }
          w={320}
          maw="100%"
        />
        <Button type="submit" disabled={!canSearch}>
          Search
        </Button>
      </Group>
    </form>
  );
}
