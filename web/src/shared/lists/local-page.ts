/**
 * One page of a list the browser holds whole (a sport's tooltips, the trending websites): the
 * requested page, kept within the pages there are, and how many there are.
 */
export function localPage<T>(rows: readonly T[], requestedPage: number, pageSize: number) {
  const pageCount = Math.ceil(rows.length / pageSize);
  const page = Math.min(Math.max(requestedPage, 1), Math.max(pageCount, 1));
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), page, pageCount };
}
