import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageBreadcrumbs } from '../../shared/navigation/page-breadcrumbs';

/** Home / Configurations Setup / {title}, the heading, then the list. */
export function SetupScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Configurations Setup' }, { label: title }]} />
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
