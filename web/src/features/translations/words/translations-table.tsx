import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { graphql } from '../../../gql';
import type { WordRow_WordFragment } from '../../../gql/graphql';
import { DataTable, type DataColumn } from '../../../shared/lists/data-table';
import { RowActions } from '../../../shared/lists/row-actions';
import { InlineKeyCell } from './inline-key-cell';
import { selectionColumn, type RowSelection } from '../../../shared/bulk-actions/row-selection';
import { HoverTooltip } from '../../../shared/lists/hover-tooltip';

export const WordRowFragment = graphql(`
  fragment WordRow_word on Word {
    id
    version
    key
    translationKey
    section {
      id
      key
      title
    }
    keyLocked
    viewerCanEdit
    viewerCanDelete
  }
`);

export type WordRow = WordRow_WordFragment;

interface TranslationsTableProps {
  words: readonly WordRow[];
  loading: boolean;
  onLanguages: (word: WordRow) => void;
  onEdit: (word: WordRow) => void;
  onDelete: (word: WordRow) => void;
  /** Row selection for bulk delete. */
  selection?: RowSelection<WordRow>;
}

export function TranslationsTable({ words, loading, onLanguages, onEdit, onDelete, selection }: TranslationsTableProps) {
  const columns: DataColumn<WordRow>[] = [
    ...(selection ? [selectionColumn(selection, words, { name: (w) => w.translationKey, canSelect: (w) => w.viewerCanDelete })] : []),
    { key: 'section', label: 'Section', render: (w) => w.section.title },
    { key: 'phrase', label: 'Phrase (key)', render: (w) => <InlineKeyCell word={w} /> },
    { key: 'translation', label: 'Translation', render: (w) => w.translationKey },
    {
      key: 'actions',
      label: 'Actions',
      hiddenLabel: true,
      align: 'right',
      render: (w) => (
        <RowActions
          name={w.translationKey}
          onEdit={w.viewerCanEdit ? () => onEdit(w) : undefined}
          // Tooltip-section words cannot be deleted (spec §6): the gateway says so.
          onDelete={w.viewerCanDelete ? () => onDelete(w) : undefined}
        >
          <HoverTooltip label="Languages">
            <ActionIcon variant="subtle" aria-label={`Languages of ${w.translationKey}`} onClick={() => onLanguages(w)}>
              <IconLanguage size={18} stroke={1.5} />
            </ActionIcon>
          </HoverTooltip>
        </RowActions>
      ),
    },
  ];
  return <DataTable label="Translations" columns={columns} rows={words} rowKey={(w) => w.id} emptyText="NO RESULTS" loading={loading} />;
}
