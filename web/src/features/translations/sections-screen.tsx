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
import { SectionFormModal, type SectionRow } from './section-form-modal';
import { RowActions } from './row-actions';

const PAGE_SIZE = 10;
const NO_SORT: readonly never[] = [];

const SectionsListQuery = graphql(`
  query SectionsList($page: Int!, $pageSize: Int!) {
    viewer {
      id
      canWriteTranslations
    }
    sections(page: $page, pageSize: $pageSize) {
      items {
        ...SectionRow_section
      }
      totalItems
      pageCount
      page
    }
  }
`);

const DeleteSectionMutation = graphql(`
  mutation DeleteSection($id: ID!) {
    deleteSection(id: $id) {
      deletedSectionId
      userErrors {
        field
        message
      }
    }
  }
`);

type FormTarget = { section: SectionRow | null; key: number } | null;

export function SectionsScreen() {
  const list = useUrlListState(NO_SORT);
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [deleting, setDeleting] = useState<SectionRow | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(SectionsListQuery, {
    variables: { page: list.page, pageSize: PAGE_SIZE },
  });
  const [deleteSection] = useMutation(DeleteSectionMutation, { refetchQueries: ['SectionsList'] });
  const current = data ?? previousData;
  const sections = current?.sections;
  const canWrite = current?.viewer?.canWriteTranslations ?? false;
  useStepBackOnEmptyPage(data?.sections, list.page, list.setPage);

  const columns: DataColumn<SectionRow>[] = [
    { key: 'title', label: 'Title', render: (s) => s.title },
    { key: 'key', label: 'Key', render: (s) => s.key },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      label: 'Actions',
      hiddenLabel: true,
      align: 'right',
      render: (l) => (
        <RowActions
          name={l.title}
          onEdit={() => setFormTarget({ section: l, key: Date.now() })}
          onDelete={l.isTooltips ? undefined : () => setDeleting(l)}
        />
      ),
    });
  }

  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Translations' }, { label: 'Sections' }]} />
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Sections
        </Title>
        {canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setFormTarget({ section: null, key: Date.now() })}>
            Add section
          </Button>
        )}
      </Group>
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            label="Sections"
            columns={columns}
            rows={sections?.items ?? []}
            rowKey={(l) => l.id}
            emptyText="No Data"
            loading={loading && !sections}
          />
          <ListPagination page={list.page} pageCount={sections?.pageCount ?? 0} onChange={list.setPage} />
        </>
      )}
      {formTarget && (
        <SectionFormModal key={formTarget.key} section={formTarget.section} onClose={() => setFormTarget(null)} />
      )}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Delete section"
        message={deleting ? `Are you sure you want to delete ${deleting.title}?` : ''}
        remove={async () => {
          const { data: result } = await deleteSection({ variables: { id: deleting!.id } });
          return result?.deleteSection.userErrors ?? [];
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
