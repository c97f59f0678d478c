import { Paper, Select, SimpleGrid, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import { websiteOptions } from './stream-configuration-fields';
import type { RegionKey, Regions } from './use-stream-configuration-form';

interface ExcludedRegionsProps {
  websites: readonly { website: { id: string; name: string } }[];
  regions: Regions;
  errors: Partial<Record<RegionKey, string>>;
  /** The websites with unsaved region changes (the switcher says so). */
  changed: readonly string[];
  onChange: (websiteId: string, key: RegionKey, ids: string[]) => void;
  canWrite: boolean;
}

/** The excluded regions of one website at a time, picked by a searchable switcher (hundreds of websites). */
export function ExcludedRegions({ websites, regions, errors, changed, onChange, canWrite }: ExcludedRegionsProps) {
  const [websiteId, setWebsiteId] = useState(websites[0]?.website.id ?? '');
  const current = regions[websiteId];
  const tags = (key: RegionKey, label: string) => (
    <TagsInput
      label={label}
      description="Region ids, Enter after each"
      value={current?.[key] ?? []}
      onChange={(ids) => onChange(websiteId, key, ids)}
      error={errors[key]}
      disabled={!canWrite}
      clearable
    />
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="xs">
        Excluded regions per website
      </Text>
      <Select
        label="Website"
        description={`${websites.length} websites: type to find one`}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No results"
        data={websiteOptions(websites, changed)}
        value={websiteId}
        onChange={(id) => id && setWebsiteId(id)}
        maxDropdownHeight={320}
        w={360}
        maw="100%"
        mb="sm"
      />
      {current && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {tags('img', 'Img Arena excluded region ids')}
          {tags('infront', 'Infront excluded region ids')}
        </SimpleGrid>
      )}
    </Paper>
  );
}
