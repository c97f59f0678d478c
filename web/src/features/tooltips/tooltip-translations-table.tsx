import { Table, TextInput } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { setPhrase, type TooltipDraft } from './tooltip-form-state';

interface TooltipTranslationsTableProps {
  draft: TooltipDraft;
  setDraft: Dispatch<SetStateAction<TooltipDraft>>;
  /** Who owns a row of phrases (the phrase key or a selection) and how the row is named. */
  owners: readonly { owner: string; label: string }[];
  languages: readonly { id: string; name: string }[];
  disabled: boolean;
}

// A reader's fields are disabled, so nothing in a table wider than the modal could take the
// keyboard: the scrolled region itself does (WCAG 2.1.1, axe's scrollable-region-focusable).
const READER_SCROLL = { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Translations, scrolled sideways' } };

/** One row per phrase owner, one field per language (spec 001 §6). */
export function TooltipTranslationsTable({ draft, setDraft, owners, languages, disabled }: TooltipTranslationsTableProps) {
  return (
    <Table.ScrollContainer minWidth={500} scrollAreaProps={disabled ? READER_SCROLL : undefined}>
      <Table aria-label="Translations" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Key</Table.Th>
            {languages.map((l) => (
              <Table.Th key={l.id}>{l.name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {owners.map(({ owner, label }) => (
            <Table.Tr key={owner}>
              <Table.Td>{label}</Table.Td>
              {languages.map((l) => (
                <Table.Td key={l.id}>
                  <TextInput
                    aria-label={`${label} in ${l.name}`}
                    value={draft.phrases[owner]?.[l.id] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setDraft((d) => setPhrase(d, owner, l.id, value));
                    }}
                    disabled={disabled}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
