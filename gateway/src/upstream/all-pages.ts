// Reading an upstream list to its end. The operator API pages every list (`{ items, totalItems,
// pageCount }`) and has no "all" call, so a screen that needs every website, every sport's
// tooltips or every word of a filter reads page 1, learns the page count from it, then reads the
// other pages a few at a time. A fixed "limit 999" instead would silently cut the list at an
// operator's volume.

/** What a paged upstream call answers; the page schema's fields the reading needs. */
export interface UpstreamListPage<T> {
  items: T[];
  pageCount: number;
}

/** Reads one page of the list: 1-based `page`, at most `limit` rows. */
export type PageReader<T> = (page: number, limit: number) => Promise<UpstreamListPage<T>>;

/**
 * Pages read at once after the first: enough to hide a round trip or two, few enough that one
 * request does not take the upstream's connections from everyone else's.
 */
export const PAGES_AT_ONCE = 4;

/**
 * Every row of a paged upstream list, in the upstream's order. `pageSize` is the largest page the
 * upstream is known to answer for that list (its spec call's own limit). Rows that appear on two
 * pages (inserted ahead of them between two reads) are kept once when `idOf` names them.
 */
export async function readAllPages<T>(read: PageReader<T>, options: { pageSize: number; idOf?: (row: T) => string }): Promise<T[]> {
  const { pageSize, idOf } = options;
  const first = await read(1, pageSize);
  const pages: T[][] = [first.items];
  // A short first page is the whole list, whatever the count says.
  const pageCount = first.items.length < pageSize ? 1 : first.pageCount;
  let next = 2;
  const worker = async () => {
    while (next <= pageCount) {
      const page = next++;
      pages[page - 1] = (await read(page, pageSize)).items;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, Math.max(0, pageCount - 1)) }, worker));
  const rows = pages.flat();
  if (!idOf) return rows;
  const seen = new Set<string>();
  return rows.filter((row) => {
    const id = idOf(row);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
