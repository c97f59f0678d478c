import { Code } from '@mantine/core';
import type { FieldEditorProps, FieldType } from '../field-editor';

function showValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a value JSON cannot write (a cycle, a BigInt): its default text beats nothing
    return String(value);
  }
}

// A type the gateway does not know: shown as text so nothing is lost, never edited.
function UnknownEditor({ setting, value }: FieldEditorProps<unknown>) {
  return (
    <Code block aria-label={`${setting.label} (read only)`}>
      {showValue(value)}
    </Code>
  );
}

export const unknownField: FieldType<unknown> = {
  Editor: UnknownEditor,
  validate: () => ({}),
  emptyValue: () => null,
  normalise: (value) => value ?? null,
};
