import { Button, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  canSearchSeoRules,
  parseSearchIn,
  SEARCH_IN_OPTIONS,
  SEO_SEARCH_TOO_SHORT,
  showsRegionName,
  showsSportName,
  type SearchIn,
} from '../seo-search-rules';

export interface ContentSearch {
  q: string;
  searchIn: SearchIn;
  sport: string;
  region: string;
}

interface ContentSearchFormProps {
  /** The search the table shows (from the URL). */
  applied: ContentSearch;
  onSearch: (search: ContentSearch) => void;
}

/**
 * Content Edit search. The Search button stays disabled below 3 characters
 * (aria-disabled so its tooltip still shows); pressing Enter with fewer
 * applies the short term, which clears the results (spec 001 §5).
 */
export function ContentSearchForm({ applied, onSearch }: ContentSearchFormProps) {
  const [draft, setDraft] = useState(applied);
  // Back/forward and shared links change the applied search: show it.
  useEffect(() => setDraft(applied), [applied]);
  const tooShort = !canSearchSeoRules(draft.q);
  const change = (changes: Partial<ContentSearch>) => setDraft((current) => ({ ...current, ...changes }));

  return (
    <form
      role="search"
      aria-label="Search SEO rules"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({
          ...draft,
          sport: showsSportName(draft.searchIn) ? draft.sport : '',
          region: showsRegionName(draft.searchIn) ? draft.region : '',
        });
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search"
          type="search"
          value={draft.q}
          onChange={(event) => change({ q: event.currentTarget.value })}
          leftSection={<IconSearch size={16} stroke={1.5} />}
          w={280}
          maw="100%"
        />
        <Select
          label="Search in"
          data={SEARCH_IN_OPTIONS.map(({ value, label }) => ({ value, label }))}
          value={draft.searchIn}
          onChange={(value) => change({ searchIn: parseSearchIn(value) })}
          allowDeselect={false}
          w={180}
        />
        {showsSportName(draft.searchIn) && (
          <TextInput label="Sport name" value={draft.sport} onChange={(event) => change({ sport: event.currentTarget.value })} w={180} />
        )}
        {showsRegionName(draft.searchIn) && (
          <TextInput label="Region name" value={draft.region} onChange={(event) => change({ region: event.currentTarget.value })} w={180} />
        )}
        <Tooltip label={SEO_SEARCH_TOO_SHORT} disabled={!tooShort}>
          <Button
            type="submit"
            data-disabled={tooShort || undefined}
            aria-disabled={tooShort}
            onClick={(event) => {
              if (tooShort) event.preventDefault();
            }}
          >
            Search
          </Button>
        </Tooltip>
      </Group>
    </form>
  );
}
