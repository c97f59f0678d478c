import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';

// The head of the help centre's lists (pages, categories, domains): a search that filters the
// list as the user types (the lists are whole, spec 001 §2.10), and the tab's Add button.

interface HelpTabHeaderProps {
  searchLabel: string;
  placeholder?: string;
  search: string;
  onSearch: (term: string) => void;
  addLabel: string;
  addDisabled: boolean;
  onAdd: () => void;
}

export function HelpTabHeader({ searchLabel, placeholder, search, onSearch, addLabel, addDisabled, onAdd }: HelpTabHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <TextInput
        label={searchLabel}
        placeholder={placeholder}
        type="search"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        w={320}
      />
      <Button leftSection={<IconPlus size={16} />} disabled={addDisabled} onClick={onAdd}>
        {addLabel}
      </Button>
    </Group>
  );
}
