import { InMemoryCache } from '@apollo/client';
import type { CategoryForm_CategoryFragment, PageEditor_PageFragment } from '../../gql/graphql';
import { addCategoryToDomain, placePageInCategories } from './help-cache';
import { PageEditor_PageFragmentDoc as PageFields } from '../../gql/graphql';
import { HelpCategoriesQuery } from './help-documents';

// A saved category or page shows in the categories list the user goes back to, from the
// mutation's answer alone.

const page = (id: string, categoryIds: string[]): PageEditor_PageFragment => ({
  __typename: 'HelpPage',
  version: 'v1:page',
  id,
  label: `page ${id}`,
  pageType: 'STANDARD',
  isVisibleOnWeb: true,
  isVisibleOnMobile: true,
  categoryIds,
  activeLanguages: ['en'],
  texts: [],
});

const category = (id: string, pages: PageEditor_PageFragment[]): CategoryForm_CategoryFragment => ({
  __typename: 'HelpCategory',
  version: 'v1:category',
  id,
  label: `category ${id}`,
  isActive: true,
  iconUrl: null,
  texts: [],
  pages,
});

function cacheWith(categories: CategoryForm_CategoryFragment[]) {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: HelpCategoriesQuery, variables: { domainId: '1' }, data: { __typename: 'Query', helpCategories: categories } });
  return cache;
}

/** The mutation's answer, which Apollo writes into the cache before its update function runs. */
const answered = (cache: InMemoryCache, saved: PageEditor_PageFragment) =>
  cache.writeFragment({ fragment: PageFields, fragmentName: 'PageEditor_page', data: saved });

const listed = (cache: InMemoryCache) =>
  cache
    .readQuery({ query: HelpCategoriesQuery, variables: { domainId: '1' } })!
    .helpCategories.map((c) => [c.id, c.pages.map((p) => p.id)]);

describe('help centre cache writes', () => {
  it('moves a saved page to the categories it names', () => {
    const cache = cacheWith([category('a', [page('1', ['a']), page('2', ['a'])]), category('b', [])]);
    const saved = page('1', ['b']);
    answered(cache, saved);
    placePageInCategories(cache, '1', saved);
    expect(listed(cache)).toEqual([
      ['a', ['2']],
      ['b', ['1']],
    ]);
  });

  it('adds a created page to the end of each of its categories, once', () => {
    const cache = cacheWith([category('a', [page('1', ['a'])]), category('b', [])]);
    const created = page('3', ['a', 'b']);
    answered(cache, created);
    placePageInCategories(cache, '1', created);
    placePageInCategories(cache, '1', created);
    expect(listed(cache)).toEqual([
      ['a', ['1', '3']],
      ['b', ['3']],
    ]);
  });

  it('adds a created category at the end of its domain', () => {
    const cache = cacheWith([category('a', [])]);
    addCategoryToDomain(cache, '1', category('c', []));
    expect(listed(cache)).toEqual([
      ['a', []],
      ['c', []],
    ]);
  });
});
