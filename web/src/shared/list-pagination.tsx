import { Group, Pagination } from '@mantine/core';

interface ListPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Shown only when there is more than one page (spec §9). */
export function ListPagination({ page, pageCount, onChange }: ListPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Group component="nav" aria-label="Pagination" justify="flex-end">
      <Pagination total={pageCount} value={Math.min(page, pageCount)} onChange={onChange} withEdges siblings={1} />
    </Group>
  );
}
