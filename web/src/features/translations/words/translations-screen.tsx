import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { IconFileExport, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { ListPagination } from '../../../shared/lists/list-pagination';
import { ExportListButton } from '../../../shared/lists/export-list-button';
import { BulkDeleteButton } from '../../../shared/bulk-actions/bulk-delete-button';
import { ListSearchForm } from '../../../shared/lists/list-search-form';
import { PageBreadcrumbs } from '../../../shared/navigation/page-breadcrumbs';
import { QueryError } from '../../../shared/notices/query-error';
import { useStepBackOnEmptyPage } from '../../../shared/lists/use-step-back-on-empty-page';
import { useUrlListState } from '../../../shared/lists/use-url-list-state';
import { ConfirmDeleteModal } from '../../../shared/lists/confirm-delete-modal';
import { ExportCsvModal } from '../import-export/export-csv-modal';
import { ImportCsvModal } from '../import-export/import-csv-modal';
import { TranslationFormModal } from './translation-form-modal';
import { TranslationsTable, type WordRow } from './translations-table';
import { useSectionFilter } from './use-section-filter';
import { useTranslationOptions } from './use-translation-options';
import { WordLanguagesModal } from './word-languages-modal';
import { SelectionSummary, useRowSelection } from '../../../shared/bulk-actions/row-selection';
import { refreshRootField } from '../../../shared/cache/cache-updates';
import { changedSinceShown } from '../../../shared/forms/conflict-notice';
import { conflictOf } from '../../../shared/forms/user-errors';
import { useSearchParams } from 'react-router';
import { translationsListVariables } from './translations-prefetch';

const NO_SORT: readonly never[] = [];
const ALL_SECTIONS = 'all';

const TranslationsListQuery = graphql(`
  query TranslationsList($page: Int!, $pageSize: Int!, $search: String, $sectionId: ID) {
    viewer {
      id
      canWriteTranslations
    }
    words(page: $page, pageSize: $pageSize, search: $search, sectionId: $sectionId) {
      items {
        ...WordRow_word
      }
      totalItems
      pageCount
      page
    }
  }
`);

const DeleteWordMutation = graphql(`
  mutation DeleteWord($id: ID!, $baseVersion: String) {
    deleteWord(id: $id, baseVersion: $baseVersion) {
      deletedWordId
      userErrors {
        ...UserErrors
      }
    }
  }
`);

type Dialog =
  | { kind: 'form'; wordId: string | null; key: number }
  | { kind: 'languages'; word: WordRow }
  | { kind: 'delete'; word: WordRow }
  | { kind: 'export' }
  | { kind: 'import'; key: number }
  | null;

export function TranslationsScreen() {
  const list = useUrlListState(NO_SORT);
  const [params] = useSearchParams();
  const [sectionId, setSectionId] = useSectionFilter();
  const [dialog, setDialog] = useState<Dialog>(null);
  const options = useTranslationOptions();
  const { data, previousData, loading, error, refetch } = useQuery(TranslationsListQuery, {
    variables: translationsListVariables(params),
  });
  const [deleteWord] = useMutation(DeleteWordMutation, {
    update: (cache, { data }) => data?.deleteWord.deletedWordId && refreshRootField(cache, 'words'),
  });
  // Chosen for a bulk delete: kept across pages and searches until used.
  const selection = useRowSelection<WordRow>();
  const selected = selection.selected;
  const current = data ?? previousData;
  const words = current?.words;
  const canWrite = current?.viewer?.canWriteTranslations ?? false;
  useStepBackOnEmptyPage(data?.words, list.page, list.setPage);
  const close = () => setDialog(null);

  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Translations' }, { label: 'All translations' }]} />
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          All translations
        </Title>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconFileExport size={16} />} onClick={() => setDialog({ kind: 'export' })}>
            Export CSV
          </Button>
          {canWrite && (
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} />}
              onClick={() => setDialog({ kind: 'import', key: Date.now() })}
            >
              Import CSV
            </Button>
          )}
          {canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', wordId: null, key: Date.now() })}>
              Add translation
            </Button>
          )}
        </Group>
      </Group>
      <Group justify="space-between" align="flex-end">
        <ListSearchForm label="Search translations" placeholder="Key or phrase" applied={list.search} onSearch={list.setSearch}>
          <Select
            label="Section"
            data={[{ value: ALL_SECTIONS, label: 'All sections' }, ...options.sections.map((s) => ({ value: s.id, label: s.title }))]}
            value={sectionId ?? ALL_SECTIONS}
            onChange={(value) => setSectionId(value && value !== ALL_SECTIONS ? value : null)}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No results"
            w={200}
          />
        </ListSearchForm>
        {/* The keys of the list as filtered; 'Export CSV' above is the spec's export of a language's phrases. */}
        <Group gap="sm">
          <BulkDeleteButton
            rows={selected.map((w) => ({ id: w.id, name: w.translationKey, version: w.version }))}
            noun={{ one: 'translation', many: 'translations' }}
            remove={async (id, baseVersion) => {
              const { data: result } = await deleteWord({ variables: { id, baseVersion } });
              const errors = result?.deleteWord.userErrors ?? [];
              const conflict = conflictOf(errors);
              if (conflict) return changedSinceShown(conflict);
              return errors[0]?.message ?? (result?.deleteWord.deletedWordId ? null : 'The translation was not deleted.');
            }}
            onDone={selection.clear}
          />
          {selected.length > 0 && (
            <ExportListButton
              name="translations"
              label={`Export selected (${selected.length})`}
              params={{ ids: selected.map((w) => w.id).join(',') }}
            />
          )}
          <ExportListButton name="translations" label="Export keys" params={{ search: list.search, section: sectionId }} />
        </Group>
      </Group>
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          {canWrite && <SelectionSummary selection={selection} page={words?.items ?? []} />}
          <TranslationsTable
            words={words?.items ?? []}
            loading={loading && !words}
            onLanguages={(word) => setDialog({ kind: 'languages', word })}
            onEdit={(word) => setDialog({ kind: 'form', wordId: word.id, key: Date.now() })}
            onDelete={(word) => setDialog({ kind: 'delete', word })}
            selection={canWrite ? selection : undefined}
          />
          {/* Spec §2: pagination only when the total exceeds one page. */}
          <ListPagination
            page={list.page}
            pageCount={(words?.totalItems ?? 0) > list.pageSize ? words!.pageCount : 0}
            onChange={list.setPage}
            pageSize={list.pageSize}
            onPageSizeChange={list.setPageSize}
          />
        </>
      )}
      {dialog?.kind === 'form' && <TranslationFormModal key={dialog.key} wordId={dialog.wordId} onClose={close} />}
      <WordLanguagesModal word={dialog?.kind === 'languages' ? dialog.word : null} onClose={close} />
      <ConfirmDeleteModal
        opened={dialog?.kind === 'delete'}
        title="Delete translation"
        message={dialog?.kind === 'delete' ? `Are you sure you want to delete ${dialog.word.translationKey}?` : ''}
        remove={async () => {
          if (dialog?.kind !== 'delete') return [];
          const { data: result } = await deleteWord({ variables: { id: dialog.word.id, baseVersion: dialog.word.version } });
          const errors = result?.deleteWord.userErrors ?? [];
          const conflict = conflictOf(errors);
          return conflict ? [{ field: null, message: changedSinceShown(conflict) }] : errors;
        }}
        onClose={close}
      />
      <ExportCsvModal opened={dialog?.kind === 'export'} languages={options.languages} onClose={close} />
      {dialog?.kind === 'import' && <ImportCsvModal key={dialog.key} languages={options.languages} onClose={close} />}
    </Stack>
  );
}
