import { GrowingTextarea } from '../../../../shared/forms/growing-textarea';
import type { FieldEditorProps } from '../field-editor';
import { textInputProps, textValueField } from './text-value-field';

function TextAreaEditor(props: FieldEditorProps<string>) {
  return <GrowingTextarea {...textInputProps(props)} minRows={3} maxRows={16} />;
}

export const textAreaField = textValueField(TextAreaEditor);
