import { useQuery } from '@apollo/client/react';
import { Checkbox, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { readableError } from '../../shared/requests/error-message';
import { partialAnswerNote } from '../../shared/forms/server-search-select';
import type { DraftTemplate } from './trending-draft';

/** Spec 001 §5, §9: at least 2 characters, debounced 100 ms. */
const MIN_SEARCH = 2;
const DEBOUNCE_MS = 100;

const GameTemplatesQuery = graphql(`
  query GameTemplates($sportId: Int!, $search: String!) {
    gameTemplates(sportId: $sportId, search: $search) {
      items {
        id
        name
      }
      totalItems
    }
  }
`);

interface TemplateSearchProps {
  sportId: number;
  selected: readonly DraftTemplate[];
  onToggle: (template: DraftTemplate) => void;
}

/** Finds a sport's game templates by name or id; ticking one adds it to the selection. */
export function TemplateSearch({ sportId, selected, onToggle }: TemplateSearchProps) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const searching = term.length >= MIN_SEARCH;
  const { data, previousData, loading, error } = useQuery(GameTemplatesQuery, { variables: { sportId, search: term }, skip: !searching });
  const answer = searching ? (data ?? previousData)?.gameTemplates : undefined;
  const results = answer?.items;
  const note = answer && partialAnswerNote(answer.items.length, answer.totalItems, 'templates');
  const ticked = new Set(selected.map((t) => t.id));

  return (
    <Stack gap="xs">
      <TextInput
        label="Search game templates"
        placeholder="Name or id"
        description={`At least ${MIN_SEARCH} characters`}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        rightSection={loading ? <Loader size="xs" /> : null}
      />
      {error && <Text c="red">{readableError(error)}</Text>}
      {results && results.length === 0 && <Text c="dimmed">No game templates match “{term}”.</Text>}
      {note && <Text size="sm">{note}</Text>}
      {results && results.length > 0 && (
        <Stack gap={6} role="group" aria-label="Search results">
          {results.map((template) => (
            <Checkbox
              key={template.id}
              label={`${template.name} (${template.id})`}
              checked={ticked.has(template.id)}
              onChange={() => onToggle(template)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
