import { TextInput } from '@mantine/core';
import type { FieldEditorProps, FieldType } from './field-editor';
import { asText } from './as-text';

function StringEditor({ setting, value, onChange, errors, disabled }: FieldEditorProps<string>) {
  return (
    <TextInput
      aria-label={setting.label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={errors['']}
      disabled={disabled}
    />
  );
}

export const stringField: FieldType<string> = {
  Editor: StringEditor,
  validate: () => ({}),
  emptyValue: () => '',
  normalise: asText,
};
