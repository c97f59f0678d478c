import { schemaResolver } from '@mantine/form';

/** What a form built with `schemaResolver(schema)` shows for these values: each field's first message. */
export const formErrorsOf = (schema: Parameters<typeof schemaResolver>[0], values: Record<string, unknown>) =>
  schemaResolver(schema, { sync: true })(values);
