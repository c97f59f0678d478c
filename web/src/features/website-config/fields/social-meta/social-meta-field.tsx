import { SimpleGrid, TextInput } from '@mantine/core';
import { GrowingTextarea } from '../../../../shared/forms/growing-textarea';
import type { FieldEditorProps, FieldType } from '../field-editor';
import { LanguageTabs } from '../language-tabs';
import {
  emptySocialMetaEntry,
  normaliseSocialMeta,
  setSocialMetaText,
  type SocialMetaKey,
  type SocialMetaValue,
} from './social-meta-value';

const INPUTS: { key: SocialMetaKey; label: string; multiline?: boolean }[] = [
  { key: 'ogTitle', label: 'og:title' },
  { key: 'ogSiteName', label: 'og:site_name' },
  { key: 'ogType', label: 'og:type' },
  { key: 'ogImage', label: 'og:image' },
  { key: 'ogTwitterCard', label: 'twitter:card' },
  { key: 'ogDescription', label: 'og:description', multiline: true },
];

function SocialMetaEditor({ setting, languages, value, onChange, disabled }: FieldEditorProps<SocialMetaValue>) {
  return (
    <LanguageTabs languages={languages} label={`Languages of ${setting.label}`}>
      {(language) => {
        const entry = value[language.code] ?? emptySocialMetaEntry();
        return (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {INPUTS.map((input) => {
              const common = {
                label: input.label,
                'aria-label': `${input.label} in ${language.name}`,
                value: entry[input.key],
                disabled,
              };
              return input.multiline ? (
                <GrowingTextarea
                  key={input.key}
                  {...common}
                  minRows={3}
                  onChange={(event) => onChange(setSocialMetaText(value, language.code, input.key, event.currentTarget.value))}
                />
              ) : (
                <TextInput
                  key={input.key}
                  {...common}
                  onChange={(event) => onChange(setSocialMetaText(value, language.code, input.key, event.currentTarget.value))}
                />
              );
            })}
          </SimpleGrid>
        );
      }}
    </LanguageTabs>
  );
}

export const socialMetaField: FieldType<SocialMetaValue> = {
  Editor: SocialMetaEditor,
  // The spec sets no rule on these texts.
  validate: () => ({}),
  emptyValue: () => ({}),
  normalise: normaliseSocialMeta,
};
