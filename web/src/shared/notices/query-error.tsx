import { Alert, Button } from '@mantine/core';
import { readableError } from '../requests/error-message';

/** A list or screen that could not load: a readable reason and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" title="Could not load this page">
      {readableError(error)}
      {onRetry && (
        <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
