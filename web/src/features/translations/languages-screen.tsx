import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { DataTable, type DataColumn } from '../../shared/data-table';
import { ListPagination } from '../../shared/list-pagination';
import { PageBreadcrumbs } from '../../shared/page-breadcrumbs';
import { QueryError } from '../../shared/query-error';
import { useStepBackOnEmptyPage } from '../../shared/use-step-back-on-empty-page';
import { useUrlListState } from '../../shared/use-url-list-state';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { LanguageFormModal, type LanguageRow } from './language-form-modal';
import { RowActions } from './row-actions';

const PAGE_SIZE = 10;
const NO_SORT: readonly never[] = [];

const LanguagesListQuery = graphql(`
  query LanguagesList($page: Int!, $pageSize: Int!) {
    viewer {
      id
      canWriteTranslations
    }
    languages(page: $page, pageSize: $pageSize) {
      items {
        ...LanguageRow_language
      }
      totalItems
      pageCount
      page
    }
  }
`);

const DeleteLanguageMutation = graphql(`
  mutation DeleteLanguage($id: ID!) {
    deleteLanguage(id: $id) {
      deletedLanguageId
      userErrors {
        field
        message
      }
    }
  }
`);

type FormTarget = { language: LanguageRow | null; key: number } | null;

export function LanguagesScreen() {
  const list = useUrlListState(NO_SORT);
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [deleting, setDeleting] = useState<LanguageRow | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(LanguagesListQuery, {
    variables: { page: list.page, pageSize: PAGE_SIZE },
  });
  const [deleteLanguage] = useMutation(DeleteLanguageMutation, { refetchQueries: ['LanguagesList'] });
  const current = data ?? previousData;
  const languages = current?.languages;
  const canWrite = current?.viewer?.canWriteTranslations ?? false;
  useStepBackOnEmptyPage(data?.languages, list.page, list.setPage);

  const columns: DataColumn<LanguageRow>[] = [
    { key: 'name', label: 'Name', render: (l) => l.name },
    { key: 'code', label: 'Code', render: (l) => l.code },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      label: 'Actions',
      hiddenLabel: true,
      align: 'right',
      render: (l) => (
        <RowActions
          name={l.name}
          onEdit={() => setFormTarget({ language: l, key: Date.now() })}
          onDelete={() => setDeleting(l)}
        />
      ),
    });
  }

  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Translations' }, { label: 'Languages' }]} />
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Languages
        </Title>
        {canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setFormTarget({ language: null, key: Date.now() })}>
            Add language
          </Button>
        )}
      </Group>
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            label="Languages"
            columns={columns}
            rows={languages?.items ?? []}
            rowKey={(l) => l.id}
            emptyText="No Data"
            loading={loading && !languages}
          />
          <ListPagination page={list.page} pageCount={languages?.pageCount ?? 0} onChange={list.setPage} />
        </>
      )}
      {formTarget && (
        <LanguageFormModal key={formTarget.key} language={formTarget.language} onClose={() => setFormTarget(null)} />
      )}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Delete language"
        message={deleting ? `Are you sure you want to delete ${deleting.name}?` : ''}
        remove={async () => {
          const { data: result } = await deleteLanguage({ variables: { id: deleting!.id } });
          return result?.deleteLanguage.userErrors ?? [];
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
