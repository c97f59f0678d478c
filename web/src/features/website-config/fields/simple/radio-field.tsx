import { Group, Radio } from '@mantine/core';
import type { FieldEditorProps } from '../field-editor';
import { textValueField } from './text-value-field';

// Mantine's VisuallyHidden inside the label still leaves the label's box (and a gap) behind.
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function RadioEditor({ setting, value, onChange, errors, disabled }: FieldEditorProps<string>) {
  return (
    // The form shows the label above every editor; here it only names the radio group.
    <Radio.Group label={setting.label} styles={{ label: VISUALLY_HIDDEN }} value={value} onChange={onChange} error={errors['']}>
      <Group gap="md" mt={4}>
        {setting.options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export const radioField = textValueField(RadioEditor);
