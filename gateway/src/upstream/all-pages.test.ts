import { PAGES_AT_ONCE, readAllPages, type UpstreamListPage } from './all-pages';

/** A paged upstream list of `total` rows that records each read and how many run at once. */
function pagedList(total: number) {
  const rows = Array.from({ length: total }, (_, i) => ({ id: String(i + 1) }));
  const reads: number[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const read = async (page: number, limit: number): Promise<UpstreamListPage<{ id: string }>> => {
    reads.push(page);
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    // Later pages answer first: the rows must still come back in the upstream's order.
    for (let turn = page; turn < 30; turn++) await new Promise(setImmediate);
    running--;
    return { items: rows.slice((page - 1) * limit, page * limit), pageCount: Math.ceil(total / limit) };
  };
  return { rows, reads, read, mostAtOnce: () => mostAtOnce };
}

describe('readAllPages', () => {
  it('reads page 1, then every other page, and answers every row in order', async () => {
    const list = pagedList(25);
    const rows = await readAllPages(list.read, { pageSize: 10 });
    expect(rows).toEqual(list.rows);
    expect(list.reads.sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });

  it('reads one page when the list fits in it', async () => {
    const list = pagedList(7);
    expect(await readAllPages(list.read, { pageSize: 10 })).toHaveLength(7);
    expect(list.reads).toEqual([1]);
  });

  it('reads the remaining pages a few at a time, never more', async () => {
    const list = pagedList(200);
    const rows = await readAllPages(list.read, { pageSize: 10 });
    expect(rows).toEqual(list.rows);
    expect(list.reads).toHaveLength(20);
    expect(list.mostAtOnce()).toBe(PAGES_AT_ONCE);
  });

  it('keeps a row once when it shows on two pages', async () => {
    const pages = [[{ id: '1' }, { id: '2' }], [{ id: '2' }, { id: '3' }], [{ id: '4' }]];
    const read = (page: number) => Promise.resolve({ items: pages[page - 1]!, pageCount: 3 });
    expect(await readAllPages(read, { pageSize: 2, idOf: (r) => r.id })).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }, { id: '4' }]);
  });

  it('fails as a whole when a page fails', async () => {
    const read = (page: number) =>
      page === 2 ? Promise.reject(new Error('upstream down')) : Promise.resolve({ items: [{ id: String(page) }], pageCount: 3 });
    await expect(readAllPages(read, { pageSize: 1 })).rejects.toThrow('upstream down');
  });
});
