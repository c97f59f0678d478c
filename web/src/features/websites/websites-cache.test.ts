import { InMemoryCache, gql } from '@apollo/client';
import { addWebsiteToCachedPages, removeWebsiteFromCachedPages } from './websites-cache';

const PAGE = gql`
  query Page($page: Int!, $pageSize: Int!, $search: String) {
    websites(page: $page, pageSize: $pageSize, search: $search) {
      items {
        id
        name
      }
      totalItems
      pageCount
      page
    }
  }
`;

const site = (id: string) => ({ __typename: 'Website' as const, id, name: `Site ${id}` });

function cacheWith(pages: { page: number; ids: string[]; search?: string }[], totalItems: number) {
  const cache = new InMemoryCache();
  for (const { page, ids, search } of pages) {
    cache.writeQuery({
      query: PAGE,
      variables: { page, pageSize: 2, search: search ?? null },
      data: { websites: { __typename: 'WebsitePage', items: ids.map(site), totalItems, pageCount: Math.ceil(totalItems / 2), page } },
    });
  }
  return cache;
}

const read = (cache: InMemoryCache, page: number, search: string | null = null) =>
  cache.readQuery<{ websites: { items: { id: string }[]; totalItems: number; pageCount: number } }>({
    query: PAGE,
    variables: { page, pageSize: 2, search },
  });

describe('websites cache', () => {
  it('a created website joins the last page when it has room, and every page counts it', () => {
    const cache = cacheWith(
      [
        { page: 1, ids: ['1', '2'] },
        { page: 2, ids: ['3'] },
      ],
      3,
    );
    const id = cache.identify(site('4'))!;
    cache.writeFragment({
      id,
      fragment: gql`
        fragment W on Website {
          id
          name
        }
      `,
      data: site('4'),
    });
    addWebsiteToCachedPages(cache, { __ref: id });
    expect(read(cache, 2)?.websites.items.map((w) => w.id)).toEqual(['3', '4']);
    expect(read(cache, 1)?.websites).toMatchObject({ totalItems: 4, pageCount: 2 });
    expect(read(cache, 1)?.websites.items.map((w) => w.id)).toEqual(['1', '2']);
  });

  it('a full last page leaves the website to a new page', () => {
    const cache = cacheWith([{ page: 1, ids: ['1', '2'] }], 2);
    const id = cache.identify(site('3'))!;
    cache.writeFragment({
      id,
      fragment: gql`
        fragment W on Website {
          id
          name
        }
      `,
      data: site('3'),
    });
    addWebsiteToCachedPages(cache, { __ref: id });
    expect(read(cache, 1)?.websites).toMatchObject({ totalItems: 3, pageCount: 2 });
    expect(read(cache, 1)?.websites.items).toHaveLength(2);
  });

  it('searched pages are dropped, to load again when shown', () => {
    const cache = cacheWith([{ page: 1, ids: ['1'], search: 'Site' }], 1);
    const id = cache.identify(site('9'))!;
    cache.writeFragment({
      id,
      fragment: gql`
        fragment W on Website {
          id
          name
        }
      `,
      data: site('9'),
    });
    addWebsiteToCachedPages(cache, { __ref: id });
    expect(read(cache, 1, 'Site')).toBeNull();
  });

  it('a deleted website leaves the rows and the totals', () => {
    const cache = cacheWith(
      [
        { page: 1, ids: ['1', '2'] },
        { page: 2, ids: ['3'] },
      ],
      3,
    );
    cache.evict({ id: cache.identify(site('3')) });
    removeWebsiteFromCachedPages(cache);
    cache.gc();
    expect(read(cache, 2)?.websites.items).toEqual([]);
    expect(read(cache, 1)?.websites).toMatchObject({ totalItems: 2, pageCount: 1 });
  });
});
