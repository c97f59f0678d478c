import { Stack, Text, Title } from '@mantine/core';

/** A signed-in staff member who may read nothing yet (a fresh Manager). */
export function NoAccessScreen() {
  return (
    <Stack gap="xs" maw={560}>
      <Title order={1} size="h2">
        You have no access yet
      </Title>
      <Text>
        Your account has no permissions on any area of the back-office. Ask an administrator to grant you access, then sign in again.
      </Text>
    </Stack>
  );
}
