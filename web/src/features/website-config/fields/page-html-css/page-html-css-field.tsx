import { Button, Group, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { AddPagePicker } from '../add-page-picker';
import type { FieldEditorProps, FieldType } from '../field-editor';
import { LanguageTabs } from '../language-tabs';
import {
  DEFAULT_PAGE,
  addPage,
  addablePages,
  normalisePageHtmlCss,
  pageEntry,
  pagesOf,
  removePage,
  setPageText,
  type PageEntryField,
  type PageHtmlCssOptions,
  type PageHtmlCssValue,
} from './page-html-css-value';
import { useCustomPageNames } from '../use-custom-page-names';

// Spec 001 §9: HTML/CSS textareas are 20 rows.
const ROWS = 20;
const CODE_STYLES = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

const TEXTS: { field: PageEntryField; label: string; appCssOnly?: boolean }[] = [
  { field: 'html', label: 'HTML' },
  { field: 'css', label: 'CSS' },
  { field: 'application_css', label: 'Application CSS', appCssOnly: true },
];

function makeEditor(options: PageHtmlCssOptions) {
  return function PageHtmlCssEditor({ setting, languages, value, onChange, disabled }: FieldEditorProps<PageHtmlCssValue>) {
    const customPages = useCustomPageNames();
    const [selected, setSelected] = useState(DEFAULT_PAGE);
    // Both variants list the pages of the value; custom pages are added and removed explicitly.
    const pages = pagesOf(value);
    const page = pages.includes(selected) ? selected : DEFAULT_PAGE;
    const addable = addablePages(value, customPages);

    const add = (added: string) => {
      onChange(addPage(value, added));
      setSelected(added);
    };
    const remove = () => {
      onChange(removePage(value, page));
      setSelected(DEFAULT_PAGE);
    };

    return (
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <Select
            label="Page"
            aria-label={`Page of ${setting.label}`}
            data={pages}
            value={page}
            onChange={(next) => setSelected(next ?? DEFAULT_PAGE)}
            allowDeselect={false}
          />
          <AddPagePicker label="Custom page to add" pages={addable} allAddedText="All custom pages added" disabled={disabled} onAdd={add} />
          {page !== DEFAULT_PAGE && (
            <Button variant="default" color="red" onClick={remove} disabled={disabled}>
              Remove page {page}
            </Button>
          )}
        </Group>
        <LanguageTabs languages={languages} label={`Languages of ${setting.label}`}>
          {(language) => {
            const entry = pageEntry(value, page, language.code, options);
            return (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {TEXTS.filter((text) => options.withAppCss || !text.appCssOnly).map((text) => (
                  <Textarea
                    key={text.field}
                    label={text.label}
                    aria-label={`${text.label} of ${page} in ${language.name}`}
                    rows={ROWS}
                    styles={CODE_STYLES}
                    spellCheck={false}
                    value={entry[text.field] ?? ''}
                    onChange={(event) => onChange(setPageText(value, page, language.code, text.field, event.currentTarget.value, options))}
                    disabled={disabled}
                  />
                ))}
              </SimpleGrid>
            );
          }}
        </LanguageTabs>
      </Stack>
    );
  };
}

function makeField(options: PageHtmlCssOptions): FieldType<PageHtmlCssValue> {
  return {
    Editor: makeEditor(options),
    // The spec sets no rule on these texts.
    validate: () => ({}),
    emptyValue: () => ({ [DEFAULT_PAGE]: {} }),
    normalise: (raw) => normalisePageHtmlCss(raw, options),
  };
}

export const pageHtmlCssField = makeField({ withAppCss: false });
export const pageHtmlCssAppCssField = makeField({ withAppCss: true });
