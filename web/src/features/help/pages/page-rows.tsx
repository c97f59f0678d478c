import { ActionIcon, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { graphql } from '../../../gql';
import type { HelpPageRow_PageFragment } from '../../../gql/graphql';
import { HoverTooltip } from '../../../shared/lists/hover-tooltip';
import { RowActions } from '../../../shared/lists/row-actions';
import { SlicePager, usePagedRows } from '../../../shared/lists/slice-pager';
import { SortableRows } from '../sortable-rows';

// A table of help pages (spec 001 §2.10: Name, Active Languages, Duplicate, Edit, Delete), one
// page of rows at a time: a category of hundreds of pages draws 25 rows, not hundreds (issue 40).

/** What a pages list shows of a page; its texts are read when it opens (HelpPageQuery). */
export const HelpPageRowFragment = graphql(`
  fragment HelpPageRow_page on HelpPageSummary {
    id
    label
    activeLanguages
  }
`);

export type PageRow = HelpPageRow_PageFragment;

/** Rows drawn per page of a pages table. */
export const PAGE_ROWS = 25;

export interface PageRowActions {
  canWrite: boolean;
  onEdit: (page: PageRow) => void;
  onDuplicate: (page: PageRow) => void;
  onDelete: (page: PageRow) => void;
}

interface PagesTableProps extends PageRowActions {
  /** The table's accessible name: the category's label, or 'Search Results'. */
  name: string;
  pages: readonly PageRow[];
  /** The rows drawn, [from, to) of `pages`. */
  shown: readonly [number, number];
  /** Drag and move buttons (a category's own list, with help write, not while searching). */
  reorder?: (pages: PageRow[]) => void;
}

export function PagesTable({ name, pages, shown, reorder, canWrite, onEdit, onDuplicate, onDelete }: PagesTableProps) {
  return (
    // Fixed widths: every category's table puts its columns in the same place.
    <Table aria-label={name} verticalSpacing="xs" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={104}>
            <VisuallyHidden>Order</VisuallyHidden>
          </Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th w={180}>Active Languages</Table.Th>
          <Table.Th ta="right" w={150}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <SortableRows
          rows={pages}
          shown={shown}
          rowKey={(p) => p.id}
          rowName={(p) => p.label}
          enabled={reorder !== undefined}
          onReorder={(order) => reorder?.(order)}
          cells={(page) => (
            <>
              <Table.Td>{page.label}</Table.Td>
              <Table.Td>{page.activeLanguages.join('/')}</Table.Td>
              <Table.Td>
                <RowActions name={page.label} onEdit={() => onEdit(page)} onDelete={canWrite ? () => onDelete(page) : undefined}>
                  <HoverTooltip label="Duplicate">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Duplicate ${page.label}`}
                      disabled={!canWrite}
                      onClick={() => onDuplicate(page)}
                    >
                      <IconCopy size={18} stroke={1.5} />
                    </ActionIcon>
                  </HoverTooltip>
                </RowActions>
              </Table.Td>
            </>
          )}
        />
      </Table.Tbody>
    </Table>
  );
}

/** A category's pages, a page of rows at a time; reordered within the whole category. */
export function CategoryPages({ name, pages, reorder, ...actions }: Omit<PagesTableProps, 'shown'>) {
  const { page, setPage, shown } = usePagedRows(pages.length, PAGE_ROWS);
  if (pages.length === 0) return <Text c="dimmed">No Data</Text>;
  return (
    <>
      <PagesTable name={name} pages={pages} shown={shown} reorder={reorder} {...actions} />
      <SlicePager name={name} page={page} total={pages.length} pageSize={PAGE_ROWS} onChange={setPage} />
    </>
  );
}
