import { Textarea } from '@mantine/core';
import type { FieldEditorProps, FieldErrors, FieldType } from './field-editor';
import { asText } from './as-text';

export const INVALID_JSON = 'Invalid Json';

function validateJson(value: string): FieldErrors {
  // An empty value means "no value", not broken JSON.
  if (value.trim() === '') return {};
  try {
    JSON.parse(value);
    return {};
  } catch {
    return { '': INVALID_JSON };
  }
}

function JsonEditor({ setting, value, onChange, errors, disabled }: FieldEditorProps<string>) {
  return (
    <Textarea
      aria-label={setting.label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={errors['']}
      disabled={disabled}
      autosize
      minRows={4}
      maxRows={20}
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}

export const jsonField: FieldType<string> = {
  Editor: JsonEditor,
  validate: validateJson,
  emptyValue: () => '',
  normalise: asText,
};
