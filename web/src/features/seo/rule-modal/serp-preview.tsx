import { Group, Paper, Stack, Text } from '@mantine/core';
import { descriptionCounter, titleCounter, type SerpCounter } from './serp-counters';

interface SerpPreviewProps {
  title: string;
  description: string;
  url: string;
}

/** A length counter, in the warning colour past what search results show. */
export function Counter({ counter }: { counter: SerpCounter }) {
  return (
    <Text
      size="xs"
      fw={counter.over ? 700 : 400}
      c={counter.over ? 'var(--mantine-color-error)' : 'dimmed'}
      data-over={counter.over || undefined}
    >
      {counter.text}
    </Text>
  );
}

/** How the page may look in a search result, updated as the fields change. */
export function SerpPreview({ title, description, url }: SerpPreviewProps) {
  return (
    <Stack gap="xs" component="section" aria-label="Search result preview">
      <Text size="sm" fw={600}>
        Search result preview
      </Text>
      <Paper withBorder p="sm" radius="md">
        <Text size="xs" c="dimmed" truncate="end">
          {url}
        </Text>
        <Text size="lg" c="blue.9" lineClamp={1}>
          {title || 'Meta Title'}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {description || 'Meta Description'}
        </Text>
      </Paper>
      <Group gap="md">
        <Counter counter={titleCounter(title)} />
        <Counter counter={descriptionCounter(description)} />
      </Group>
    </Stack>
  );
}
