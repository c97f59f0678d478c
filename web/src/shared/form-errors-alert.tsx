import { Alert } from '@mantine/core';

/** Errors about a whole form (spec §8: a single upstream message shows at the top). */
export function FormErrorsAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
