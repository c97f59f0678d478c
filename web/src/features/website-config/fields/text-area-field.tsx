import { Textarea } from '@mantine/core';
import type { FieldEditorProps, FieldType } from './field-editor';
import { asText } from './as-text';

function TextAreaEditor({ setting, value, onChange, errors, disabled }: FieldEditorProps<string>) {
  return (
    <Textarea
      aria-label={setting.label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={errors['']}
      disabled={disabled}
      autosize
      minRows={3}
      maxRows={16}
    />
  );
}

export const textAreaField: FieldType<string> = {
  Editor: TextAreaEditor,
  validate: () => ({}),
  emptyValue: () => '',
  normalise: asText,
};
