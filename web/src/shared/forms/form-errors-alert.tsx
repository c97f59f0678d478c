import { Alert } from '@mantine/core';

/** Errors about a whole form (spec §8: a single upstream message shows at the top). */
export function FormErrorsAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    // Focusable (not in the tab order): a modal moves the focus here after a refusal that names no field.
    <Alert color="red" variant="light" role="alert" tabIndex={-1}>
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
