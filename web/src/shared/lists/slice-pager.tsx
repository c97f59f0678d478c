import { Group, Pagination, Text } from '@mantine/core';
import { useState } from 'react';

// A long list drawn a page of rows at a time (issue 40: a category of hundreds of help pages, an
// import preview of thousands of rows): which rows are drawn, and the pages. The rows may be held
// whole in the browser (usePagedRows) or come a page at a time from the server.

interface SlicePagerProps {
  /** Whose rows: the nav is named '{name} pages' (several lists may share a screen). */
  name: string;
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

const count = (n: number) => n.toLocaleString('en');

/** '26–50 of 400' and the pages; nothing for a list of one page. */
export function SlicePager({ name, page, total, pageSize, onChange }: SlicePagerProps) {
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  return (
    <Group component="nav" aria-label={`${name} pages`} justify="space-between" mt="xs">
      <Text size="sm" c="dimmed">
        {count((page - 1) * pageSize + 1)}–{count(Math.min(total, page * pageSize))} of {count(total)}
      </Text>
      <Pagination total={pageCount} value={page} onChange={onChange} siblings={1} withEdges size="sm" />
    </Group>
  );
}

/** The page of a list held whole that is drawn: a list that shrank under it shows its last page. */
export function usePagedRows(total: number, pageSize: number) {
  const [wanted, setPage] = useState(1);
  const page = Math.min(wanted, Math.max(1, Math.ceil(total / pageSize)));
  const shown = [(page - 1) * pageSize, page * pageSize] as const;
  return { page, setPage, shown };
}
