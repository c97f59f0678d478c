import { Alert } from '@mantine/core';

/** A form-level error (wrong credentials, outage); Mantine's Alert has role="alert". */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title="Could not continue">
      {message}
    </Alert>
  );
}
