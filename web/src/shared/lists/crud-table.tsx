import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { DataTable, type DataColumn } from './data-table';
import { ListPagination } from './list-pagination';
import { QueryError } from '../notices/query-error';
import { RowActions } from './row-actions';
import type { UserError } from '../forms/user-errors';

interface CrudPage<Row> {
  items: readonly Row[];
  pageCount: number;
}

export interface CrudTableProps<Row extends { id: string }> {
  /** The table's accessible name ("Languages", "Help Links"). */
  label: string;
  /** Shown left of the add button (a screen's title, a search box). */
  header?: ReactNode;
  addLabel: string;
  deleteTitle: string;
  /** The delete question; `Are you sure you want to delete {rowName}?` by default. */
  deleteMessage?: (row: Row) => string;
  /** The notice after a delete; 'Successfully deleted!' by default. */
  deletedMessage?: string;
  emptyText?: string;
  columns: DataColumn<Row>[];
  /** Names a row in its action buttons and in the delete question. */
  rowName: (row: Row) => string;
  canDelete?: (row: Row) => boolean;
  /** Paged lists: the page shown and how to change it; a list without pages leaves them out. */
  paging?: { page: number; setPage: (page: number) => void; pageSize?: number; setPageSize?: (size: number) => void };
  shownPage: CrudPage<Row> | undefined;
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

/** A list with add, edit and delete in modals; write controls only for writers. */
export function CrudTable<Row extends { id: string }>(props: CrudTableProps<Row>) {
  const { label, columns, rowName, canDelete, paging, shownPage, canWrite } = props;
  const [formTarget, setFormTarget] = useState<FormTarget<Row>>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

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
      <Group justify="space-between" align="flex-end">
        {props.header ?? <span />}
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
            label={label}
            columns={allColumns}
            rows={shownPage?.items ?? []}
            rowKey={(row) => row.id}
            emptyText={props.emptyText ?? 'No Data'}
            loading={props.loading && !shownPage}
          />
          {paging && (
            <ListPagination
              page={paging.page}
              pageCount={shownPage?.pageCount ?? 0}
              onChange={paging.setPage}
              pageSize={paging.pageSize}
              onPageSizeChange={paging.setPageSize}
            />
          )}
        </>
      )}
      {formTarget && <Fragment key={formTarget.key}>{props.renderForm(formTarget.row, () => setFormTarget(null))}</Fragment>}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={props.deleteTitle}
        message={deleting ? (props.deleteMessage?.(deleting) ?? `Are you sure you want to delete ${rowName(deleting)}?`) : ''}
        remove={() => props.remove(deleting!)}
        successMessage={props.deletedMessage}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
