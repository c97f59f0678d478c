import { gql, InMemoryCache } from '@apollo/client';
import { appendToRootList, evictEntity, refreshRootField } from './cache-updates';

// A create joins its cached list and a delete leaves it, with no request to the server.

const LINKS = gql`
  query Links {
    helpLinks {
      id
      name
    }
  }
`;

function cacheWith(names: string[]) {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: LINKS,
    data: { helpLinks: names.map((name, i) => ({ __typename: 'HelpLink', id: String(i + 1), name })) },
  });
  return cache;
}

const names = (cache: InMemoryCache) =>
  (cache.readQuery({ query: LINKS }) as { helpLinks: { name: string }[] }).helpLinks.map((link) => link.name);

describe('cache updates', () => {
  it('adds a created entity at the end of its list, once', () => {
    const cache = cacheWith(['terms', 'privacy']);
    const created = { __typename: 'HelpLink', id: '9', name: 'faq' };
    cache.writeFragment({
      fragment: gql`
        fragment New on HelpLink {
          id
          name
        }
      `,
      data: created,
    });
    appendToRootList(cache, 'helpLinks', created);
    appendToRootList(cache, 'helpLinks', created);
    expect(names(cache)).toEqual(['terms', 'privacy', 'faq']);
  });

  it('takes a deleted entity out of every list', () => {
    const cache = cacheWith(['terms', 'privacy']);
    evictEntity(cache, 'HelpLink', '1');
    expect(names(cache)).toEqual(['privacy']);
  });

  it('drops every cached page of a paged list, and nothing else', () => {
    const cache = cacheWith(['terms']);
    const PAGE = gql`
      query Users($page: Int!) {
        users(page: $page) {
          items {
            id
          }
          totalItems
        }
      }
    `;
    for (const page of [1, 2]) {
      cache.writeQuery({
        query: PAGE,
        variables: { page },
        data: { users: { __typename: 'UserPage', items: [{ __typename: 'User', id: String(page) }], totalItems: 2 } },
      });
    }
    refreshRootField(cache, 'users');
    expect(cache.readQuery({ query: PAGE, variables: { page: 1 } })).toBeNull();
    expect(cache.readQuery({ query: PAGE, variables: { page: 2 } })).toBeNull();
    expect(names(cache)).toEqual(['terms']);
  });
});
