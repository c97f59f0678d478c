import { GrowingTextarea } from '../../../../shared/forms/growing-textarea';
import type { FieldEditorProps, FieldErrors } from '../field-editor';
import { textInputProps, textValueField } from './text-value-field';

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

function JsonEditor(props: FieldEditorProps<string>) {
  return (
    <GrowingTextarea
      {...textInputProps(props)}
      minRows={4}
      maxRows={20}
      spellCheck={false}
      inputStyle={{ fontFamily: 'var(--mantine-font-family-monospace)' }}
    />
  );
}

export const jsonField = textValueField(JsonEditor, validateJson);
