import { Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { WebsiteLanguage } from './field-editor';

interface LanguageTabsProps {
  languages: readonly WebsiteLanguage[];
  /** Names the tab list for screen readers, e.g. 'Languages of Header'. */
  label: string;
  children: (language: WebsiteLanguage) => ReactNode;
}

/** One tab per website language (market default first); only the chosen language's inputs are mounted. */
export function LanguageTabs({ languages, label, children }: LanguageTabsProps) {
  const [chosen, setChosen] = useState<string | null>(languages[0]?.code ?? null);
  const first = languages[0];
  if (!first) return <Text c="dimmed">This website has no languages.</Text>;
  const active = languages.some((language) => language.code === chosen) ? chosen : first.code;
  return (
    <Tabs value={active} onChange={setChosen} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {languages.map((language) => (
          <Tabs.Tab key={language.code} value={language.code}>
            {language.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {languages.map((language) => (
        <Tabs.Panel key={language.code} value={language.code} pt="sm">
          {children(language)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
