import { Group, NativeSelect, Pagination } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './list-params';

interface ListPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Lists that offer a page size: the current one and how to change it (useUrlListState). */
  pageSize?: number;
  onPageSizeChange?: (size: number) => void;
}

/**
 * Pages, shown only when there is more than one (spec §9), and the 'Rows per page' choice
 * (10, 25, 50, 100) whenever it matters: several pages, or a size other than the default.
 */
export function ListPagination({ page, pageCount, onChange, pageSize = DEFAULT_PAGE_SIZE, onPageSizeChange }: ListPaginationProps) {
  const sizeChoice = onPageSizeChange && (pageCount > 1 || pageSize !== DEFAULT_PAGE_SIZE);
  if (pageCount <= 1 && !sizeChoice) return null;
  return (
    <Group component="nav" aria-label="Pagination" justify="flex-end" gap="md">
      {sizeChoice && (
        <NativeSelect
          aria-label="Rows per page"
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          w={80}
          size="sm"
        />
      )}
      {pageCount > 1 && <Pagination total={pageCount} value={Math.min(page, pageCount)} onChange={onChange} withEdges siblings={1} />}
    </Group>
  );
}
