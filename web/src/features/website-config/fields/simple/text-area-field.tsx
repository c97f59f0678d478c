import { Textarea } from '@mantine/core';
import type { FieldEditorProps } from '../field-editor';
import { textInputProps, textValueField } from './text-value-field';

function TextAreaEditor(props: FieldEditorProps<string>) {
  return <Textarea {...textInputProps(props)} autosize minRows={3} maxRows={16} />;
}

export const textAreaField = textValueField(TextAreaEditor);
