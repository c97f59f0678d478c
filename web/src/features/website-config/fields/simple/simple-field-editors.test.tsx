import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../../test/render';
import type { FieldSetting } from '../field-editor';
import { radioField } from './radio-field';
import { unknownField } from './unknown-field';

const base: FieldSetting = {
  id: '7:1',
  settingId: '1',
  key: 'mode',
  label: 'Mode',
  description: null,
  type: 'RADIO',
  typeName: 'radio',
  defaultValue: null,
  options: [
    { value: '1', label: 'On' },
    { value: '0', label: 'Off' },
  ],
};

const common = { websiteId: '7', languages: [], errors: {}, saveNow: async () => true };

describe('simple field editors', () => {
  it('RADIO offers its options and reports the chosen value', async () => {
    const onChange = jest.fn();
    const { Editor } = radioField;
    renderWithMantine(<Editor {...common} setting={base} value="1" onChange={onChange} disabled={false} />);
    expect(screen.getByRole('radiogroup', { name: 'Mode' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'On' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Off' }));
    expect(onChange).toHaveBeenCalledWith('0');
  });

  it('RADIO is disabled without write', () => {
    const { Editor } = radioField;
    renderWithMantine(<Editor {...common} setting={base} value="1" onChange={jest.fn()} disabled />);
    expect(screen.getByRole('radio', { name: 'Off' })).toBeDisabled();
  });

  it('UNKNOWN shows the stored value as text', () => {
    const { Editor } = unknownField;
    renderWithMantine(<Editor {...common} setting={{ ...base, type: 'UNKNOWN' }} value={{ a: 1 }} onChange={jest.fn()} disabled={false} />);
    expect(screen.getByText(/"a": 1/)).toBeInTheDocument();
  });
});
