import { TextInput } from '@mantine/core';
import type { FieldEditorProps } from '../field-editor';
import { textInputProps, textValueField } from './text-value-field';

function StringEditor(props: FieldEditorProps<string>) {
  return <TextInput {...textInputProps(props)} />;
}

export const stringField = textValueField(StringEditor);
