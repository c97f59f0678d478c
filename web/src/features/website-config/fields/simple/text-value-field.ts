import type { ChangeEvent, ComponentType } from 'react';
import type { FieldEditorProps, FieldErrors, FieldType } from '../field-editor';

// STRING, TEXT_AREA, JSON and RADIO carry one string: the same empty value,
// the same reading of a stored value, and (for the typed inputs) the same binding.

/** Text types carry strings; anything else (a number, an object) is shown as its JSON text. */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a value JSON cannot write (a cycle, a BigInt): its default text beats nothing
    return String(value);
  }
}

export function textValueField(
  Editor: ComponentType<FieldEditorProps<string>>,
  validate: (value: string) => FieldErrors = () => ({}),
): FieldType<string> {
  return { Editor, validate, emptyValue: () => '', normalise: asText };
}

/** Binds a Mantine TextInput or Textarea to the editor's props. */
export function textInputProps({ setting, value, onChange, errors, disabled }: FieldEditorProps<string>) {
  return {
    'aria-label': setting.label,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.currentTarget.value),
    error: errors[''],
    disabled,
  };
}
