import { useEffect } from 'react';

interface PageResult {
  items: readonly unknown[];
  pageCount: number;
}

/**
 * Spec §2/§4: an empty page above page 1 (its last rows deleted, a shorter
 * result) loads the previous one, replacing the history entry.
 */
export function useStepBackOnEmptyPage(
  result: PageResult | undefined,
  page: number,
  setPage: (page: number, options?: { replace?: boolean }) => void,
): void {
  useEffect(() => {
    if (result && result.items.length === 0 && page > 1) {
      setPage(Math.max(1, Math.min(page - 1, result.pageCount)), { replace: true });
    }
  }, [result, page, setPage]);
}
