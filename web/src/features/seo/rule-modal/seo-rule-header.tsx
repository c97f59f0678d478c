import { Group, Stack, Text } from '@mantine/core';

interface SeoRuleHeaderProps {
  websiteName: string;
  languageName: string;
  pageType: string;
  entity: string;
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/** Spec 001 §2.2: the modal's header names the website, language, page type and entity. */
export function SeoRuleHeader({ websiteName, languageName, pageType, entity }: SeoRuleHeaderProps) {
  return (
    <Group gap="xl" mb="md" wrap="wrap">
      <Item label="Website" value={websiteName} />
      <Item label="Language" value={languageName} />
      <Item label="Page type" value={pageType} />
      <Item label="Entity" value={entity} />
    </Group>
  );
}
