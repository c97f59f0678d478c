import { ActionIcon, Group, Pagination, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { HelpPageRow_PageFragment } from '../../gql/graphql';
import { HoverTooltip } from '../../shared/hover-tooltip';
import { RowActions } from '../../shared/row-actions';
import { SortableRows } from './sortable-rows';

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

interface RowsPagerProps {
  /** Whose rows: the nav is named '{name} pages'. */
  name: string;
  page: number;
  total: number;
  onChange: (page: number) => void;
}

/** Which rows are drawn ('26–50 of 400') and the pages of a long list; nothing for a list of one page. */
export function RowsPager({ name, page, total, onChange }: RowsPagerProps) {
  const pageCount = Math.ceil(total / PAGE_ROWS);
  if (pageCount <= 1) return null;
  const first = (page - 1) * PAGE_ROWS + 1;
  return (
    <Group component="nav" aria-label={`${name} pages`} justify="space-between" mt="xs">
      <Text size="sm" c="dimmed">
        {first}–{Math.min(total, page * PAGE_ROWS)} of {total}
      </Text>
      <Pagination total={pageCount} value={page} onChange={onChange} siblings={1} withEdges size="sm" />
    </Group>
  );
}

/** A category's pages, a page of rows at a time; reordered within the whole category. */
export function CategoryPages({ name, pages, reorder, ...actions }: Omit<PagesTableProps, 'shown'>) {
  const [page, setPage] = useState(1);
  // A delete may leave fewer pages than the one shown: the last one left is drawn.
  const current = Math.min(page, Math.max(1, Math.ceil(pages.length / PAGE_ROWS)));
  if (pages.length === 0) return <Text c="dimmed">No Data</Text>;
  return (
    <>
      <PagesTable name={name} pages={pages} shown={[(current - 1) * PAGE_ROWS, current * PAGE_ROWS]} reorder={reorder} {...actions} />
      <RowsPager name={name} page={current} total={pages.length} onChange={setPage} />
    </>
  );
}
