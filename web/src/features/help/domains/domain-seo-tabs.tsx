import { Group, Loader, Stack, Tabs, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SeoText } from './domain-form-rules';
import { GrowingTextarea } from '../../../shared/forms/growing-textarea';

// A help domain's SEO, one tab per available language (spec 001 §2.10 Settings); the footer
// content is rich text, its editor downloaded when the form opens.

const RichTextField = lazy(() => import('../../../shared/forms/rich-text-field'));

interface DomainSeoTabsProps {
  languages: string[];
  defaultLanguage: string;
  seo: Record<string, SeoText>;
  readOnly: boolean;
  onChange: (code: string, field: keyof SeoText, value: string) => void;
}

export function DomainSeoTabs({ languages, defaultLanguage, seo: seoByLanguage, readOnly, onChange }: DomainSeoTabsProps) {
  if (languages.length === 0) return null;
  return (
    <Tabs defaultValue={defaultLanguage} keepMounted={false}>
      <Tabs.List aria-label="SEO languages">
        {languages.map((code) => (
          <Tabs.Tab key={code} value={code}>
            SEO {code}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {languages.map((code) => {
        const seo = seoByLanguage[code]!;
        return (
          <Tabs.Panel key={code} value={code} pt="sm">
            <Stack gap="sm">
              <TextInput
                label="Meta title"
                value={seo.metaTitle}
                readOnly={readOnly}
                onChange={(e) => onChange(code, 'metaTitle', e.currentTarget.value)}
                maxLength={255}
              />
              <Group grow>
                <TextInput
                  label="Meta title prefix"
                  value={seo.metaTitlePrefix}
                  readOnly={readOnly}
                  onChange={(e) => onChange(code, 'metaTitlePrefix', e.currentTarget.value)}
                  maxLength={255}
                />
                <TextInput
                  label="Meta title suffix"
                  value={seo.metaTitleSuffix}
                  readOnly={readOnly}
                  onChange={(e) => onChange(code, 'metaTitleSuffix', e.currentTarget.value)}
                  maxLength={255}
                />
              </Group>
              <GrowingTextarea
                label="Meta description"
                value={seo.metaDescription}
                readOnly={readOnly}
                onChange={(e) => onChange(code, 'metaDescription', e.currentTarget.value)}
                maxLength={1000}
                minRows={2}
              />
              <TextInput
                label="Meta keywords"
                value={seo.metaKeywords}
                readOnly={readOnly}
                onChange={(e) => onChange(code, 'metaKeywords', e.currentTarget.value)}
                maxLength={1000}
              />
              <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the editor" />}>
                <RichTextField
                  label="Footer content"
                  value={seo.footerContent}
                  disabled={readOnly}
                  onChange={(html) => onChange(code, 'footerContent', html)}
                  height={120}
                />
              </Suspense>
            </Stack>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
