import { nextSort, pageParam, sortParams, withParams } from './use-url-list-state';
import { readListParams } from './list-params';

describe('URL list state helpers', () => {
  it('reads page and sort with their defaults', () => {
    const columns = ['name', 'email'] as const;
    expect(readListParams(new URLSearchParams('page=3&sort=email&dir=desc'), columns)).toEqual({ page: 3, sort: 'email', dir: 'desc' });
    expect(readListParams(new URLSearchParams('page=x&sort=age&dir=desc'), columns)).toEqual({ page: 1, sort: null, dir: null });
    expect(readListParams(new URLSearchParams('sort=name'), columns)).toEqual({ page: 1, sort: 'name', dir: 'asc' });
  });

  it('sets, deletes and leaves keys alone', () => {
    const next = withParams(new URLSearchParams('tab=seo&page=4&q=x'), {
      ...pageParam(1),
      q: 'y',
      in: undefined,
      ...sortParams(nextSort({ sort: null, dir: null }, 'name')),
    });
    expect(next.toString()).toBe('tab=seo&q=y&sort=name&dir=asc');
    expect(withParams(next, { ...pageParam(2), ...sortParams(null) }).toString()).toBe('tab=seo&q=y&page=2');
  });
});
