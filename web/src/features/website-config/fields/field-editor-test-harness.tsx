import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { useState } from 'react';
import type { FieldEditorProps, FieldSetting, FieldType, WebsiteLanguage } from './field-editor';
import { ConfigFieldCustomPagesQuery } from './use-custom-page-names';

// Test support for the structured field editors: renders one editor with its
// value held in state, as the configuration form does.

export const testLanguages: WebsiteLanguage[] = [
  { id: '1', code: 'en', name: 'English' },
  { id: '2', code: 'de', name: 'German' },
];

export const customPagesMock = (names: string[]): MockLink.MockedResponse => ({
  request: { query: ConfigFieldCustomPagesQuery },
  result: { data: { customPages: names.map((name, i) => ({ __typename: 'CustomPage', id: String(i + 1), name })) } },
  maxUsageCount: 10,
});

function setting(label: string): FieldSetting {
  return { id: '1:9', settingId: '9', key: 'k', label, description: null, type: 'UNKNOWN', typeName: 'x', defaultValue: null, options: [] };
}

interface HarnessProps<V> {
  field: FieldType<V>;
  initial: unknown;
  mocks?: MockLink.MockedResponse[];
  disabled?: boolean;
  saveNow?: (value: V) => Promise<boolean>;
  onValue?: (value: V) => void;
}

export function FieldHarness<V>({ field, initial, mocks = [], disabled = false, saveNow, onValue }: HarnessProps<V>) {
  return (
    <MockedProvider mocks={mocks}>
      <Inner field={field} initial={initial} disabled={disabled} saveNow={saveNow} onValue={onValue} />
    </MockedProvider>
  );
}

function Inner<V>({ field, initial, disabled, saveNow, onValue }: Omit<HarnessProps<V>, 'mocks'>) {
  const [value, setValue] = useState<V>(() => field.normalise(initial));
  const props: FieldEditorProps<V> = {
    setting: setting('Field'),
    websiteId: '1',
    languages: testLanguages,
    value,
    onChange: (next) => {
      setValue(next);
      onValue?.(next);
    },
    errors: field.validate(value),
    disabled: !!disabled,
    saveNow: saveNow ?? (async () => true),
  };
  return <field.Editor {...props} />;
}
