import { Checkbox, Group, Select } from '@mantine/core';
import { setDefaultLanguage, toggleLanguage } from './domain-form-rules';
import { DomainSeoTabs } from './domain-seo-tabs';
import type { DomainFieldsState } from './use-domain-fields';

/** A domain's languages (of its website's), the default one, and its SEO texts in each. */
export function DomainLanguageFields({ form, readOnly }: { form: DomainFieldsState; readOnly: boolean }) {
  const { values, setValues } = form;
  return (
    <>
      <Checkbox.Group label="Available languages" value={values.languages}>
        <Group mt={4}>
          {values.websiteLanguages.map((code) => (
            <Checkbox
              key={code}
              value={code}
              label={code}
              disabled={readOnly || code === values.defaultLanguage}
              onChange={(e) => setValues(toggleLanguage(values, code, e.currentTarget.checked))}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Select
        label="Default language"
        data={values.websiteLanguages}
        value={values.defaultLanguage || null}
        onChange={(code) => code && setValues(setDefaultLanguage(values, code))}
        disabled={readOnly || !values.websiteId}
        allowDeselect={false}
        w={200}
      />
      <DomainSeoTabs
        languages={values.languages}
        defaultLanguage={values.defaultLanguage}
        seo={values.seo}
        readOnly={readOnly}
        onChange={form.setSeo}
      />
    </>
  );
}
