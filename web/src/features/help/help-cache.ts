import type { ApolloCache, Reference } from '@apollo/client';
import type { CategoryForm_CategoryFragment, PageEditor_PageFragment } from '../../gql/graphql';
import { HelpCategoriesQuery } from './help-documents';

// The help centre's saves written into the normalised cache: the list the user goes back to
// shows the saved category or page at once, without asking the server for every category again.

/** A created category joins the end of its domain's list, as the upstream adds it. */
export function addCategoryToDomain(cache: ApolloCache, domainId: string, category: CategoryForm_CategoryFragment): void {
  cache.updateQuery({ query: HelpCategoriesQuery, variables: { domainId } }, (data) =>
    data && !data.helpCategories.some((c) => c.id === category.id) ? { ...data, helpCategories: [...data.helpCategories, category] } : data,
  );
}

/** A saved page is listed under exactly the categories it names (`categoryIds`), at the end of a category it joins. */
export function placePageInCategories(cache: ApolloCache, domainId: string, page: PageEditor_PageFragment): void {
  const categories = cache.readQuery({ query: HelpCategoriesQuery, variables: { domainId } })?.helpCategories ?? [];
  const pageRef = cache.identify({ __typename: 'HelpPage', id: page.id });
  for (const category of categories) {
    const belongs = page.categoryIds.includes(category.id);
    cache.modify({
      id: cache.identify({ __typename: 'HelpCategory', id: category.id }),
      fields: {
        pages: (existing: readonly Reference[], { readField, toReference }) => {
          const listed = existing.some((ref) => readField('id', ref) === page.id);
          if (belongs && !listed) return [...existing, toReference(pageRef!)!];
          if (!belongs && listed) return existing.filter((ref) => readField('id', ref) !== page.id);
          return existing;
        },
      },
    });
  }
}
