import { InMemoryCache } from '@apollo/client';
import type { CategoryForm_CategoryFragment, HelpPageRow_PageFragment } from '../../../gql/graphql';
import { addCategoryToDomain } from './help-cache';
import { HelpCategoriesQuery } from '../help-documents';

// A saved category shows in the categories list the user goes back to, from the mutation's
// answer alone.

const category = (id: string, pages: HelpPageRow_PageFragment[]): CategoryForm_CategoryFragment => ({
  __typename: 'HelpCategory',
  version: 'v1:category',
  id,
  label: `category ${id}`,
  isActive: true,
  iconUrl: null,
  texts: [],
  pages,
  pageOrderVersion: 'v1:pages',
});

function cacheWith(categories: CategoryForm_CategoryFragment[]) {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: HelpCategoriesQuery,
    variables: { domainId: '1' },
    data: {
      __typename: 'Query',
      helpCategories: categories,
      helpDomain: { __typename: 'HelpDomain', id: '1', categoryOrderVersion: 'v1:order' },
    },
  });
  return cache;
}

const listed = (cache: InMemoryCache) =>
  cache
    .readQuery({ query: HelpCategoriesQuery, variables: { domainId: '1' } })!
    .helpCategories.map((c) => [c.id, c.pages.map((p) => p.id)]);

describe('help centre cache writes', () => {
  it('adds a created category at the end of its domain', () => {
    const cache = cacheWith([category('a', [])]);
    addCategoryToDomain(cache, '1', category('c', []));
    expect(listed(cache)).toEqual([
      ['a', []],
      ['c', []],
    ]);
  });
});
