import { Tabs } from '@mantine/core';
import type { WebsiteLanguage } from './seo-types';

interface SeoLanguageTabsProps {
  languages: readonly WebsiteLanguage[];
  value: WebsiteLanguage | null;
  onChange: (code: string) => void;
}

/** Language tabs by code (spec 001 §2.2); the selected code is `lang` in the URL. */
export function SeoLanguageTabs({ languages, value, onChange }: SeoLanguageTabsProps) {
  return (
    <Tabs value={value?.code ?? null} onChange={(code) => code && onChange(code)} variant="pills" keepMounted={false}>
      <Tabs.List aria-label="Languages">
        {languages.map((language) => (
          <Tabs.Tab key={language.id} value={language.code} title={language.name}>
            {language.code}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
