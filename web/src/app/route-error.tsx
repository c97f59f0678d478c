import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { readableError } from '../shared/requests/error-message';

/** Last resort for a screen that failed to load (lost connection mid-navigation, a bug). */
export function RouteError() {
  const error = useRouteError();
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">{readableError(error)}</Text>
        <Button component={Link} to="/home" reloadDocument>
          Back to the start
        </Button>
      </Stack>
    </Center>
  );
}
