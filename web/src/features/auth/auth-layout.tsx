import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred card of the signed-out screens; the page's <main> landmark. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          <Stack gap={4}>
            <Text fw={700} c="dimmed" size="sm">
              Back-office
            </Text>
            <Title order={1} size="h2">
              {title}
            </Title>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
