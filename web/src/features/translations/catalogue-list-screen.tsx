import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { ConfirmDeleteModal } from '../../shared/confirm-delete-modal';
import { DataTable, type DataColumn } from '../../shared/data-table';
import { ListPagination } from '../../shared/list-pagination';
import { PageBreadcrumbs } from '../../shared/page-breadcrumbs';
import { QueryError } from '../../shared/query-error';
import { useStepBackOnEmptyPage } from '../../shared/use-step-back-on-empty-page';
import type { UserError } from '../../shared/user-errors';
import { RowActions } from './row-actions';

interface CataloguePage<Row> {
  items: readonly Row[];
  pageCount: number;
}

interface CatalogueListScreenProps<Row extends { id: string }> {
  /** Plural heading, also the breadcrumb and the table's accessible name ("Languages"). */
  title: string;
  addLabel: string;
  deleteTitle: string;
  columns: DataColumn<Row>[];
  /** Names a row in its action buttons and in the delete question. */
  rowName: (row: Row) => string;
  canDelete?: (row: Row) => boolean;
  page: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** The page just loaded (undefined while loading), and the one to show meanwhile. */
  loadedPage: CataloguePage<Row> | undefined;
  shownPage: CataloguePage<Row> | undefined;
  canWrite: boolean;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The add (row null) or edit form; remounted each time it opens. */
  renderForm: (row: Row | null, onClose: () => void) => ReactNode;
  /** Runs the delete mutation and returns its userErrors. */
  remove: (row: Row) => Promise<readonly UserError[]>;
}

type FormTarget<Row> = { row: Row | null; key: number } | null;

/** A paged translations catalogue (languages, sections): table, add, edit and delete. */
export function CatalogueListScreen<Row extends { id: string }>(props: CatalogueListScreenProps<Row>) {
  const { title, columns, rowName, canDelete, page, setPage, shownPage, canWrite } = props;
  const [formTarget, setFormTarget] = useState<FormTarget<Row>>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  useStepBackOnEmptyPage(props.loadedPage, page, setPage);

  const allColumns: DataColumn<Row>[] = [...columns];
  if (canWrite) {
    allColumns.push({
      key: 'actions',
      label: 'Actions',
      hiddenLabel: true,
      align: 'right',
      render: (row) => (
        <RowActions
          name={rowName(row)}
          onEdit={() => setFormTarget({ row, key: Date.now() })}
          onDelete={canDelete && !canDelete(row) ? undefined : () => setDeleting(row)}
        />
      ),
    });
  }

  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Translations' }, { label: title }]} />
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {title}
        </Title>
        {canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setFormTarget({ row: null, key: Date.now() })}>
            {props.addLabel}
          </Button>
        )}
      </Group>
      {props.error ? (
        <QueryError error={props.error} onRetry={props.onRetry} />
      ) : (
        <>
          <DataTable
            label={title}
            columns={allColumns}
            rows={shownPage?.items ?? []}
            rowKey={(row) => row.id}
            emptyText="No Data"
            loading={props.loading && !shownPage}
          />
          <ListPagination page={page} pageCount={shownPage?.pageCount ?? 0} onChange={setPage} />
        </>
      )}
      {formTarget && <Fragment key={formTarget.key}>{props.renderForm(formTarget.row, () => setFormTarget(null))}</Fragment>}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={props.deleteTitle}
        message={deleting ? `Are you sure you want to delete ${rowName(deleting)}?` : ''}
        remove={() => props.remove(deleting!)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
