import type { ApolloCache } from '@apollo/client';
import type { CategoryForm_CategoryFragment } from '../../../gql/graphql';
import { HelpCategoriesQuery } from '../help-documents';

// The help centre's saves written into the normalised cache: the list the user goes back to
// shows the saved category at once, without asking the server for every category again. (A page
// save answers the page lists it changed, which the cache takes as they are.)

/** A created category joins the end of its domain's list, as the upstream adds it. */
export function addCategoryToDomain(cache: ApolloCache, domainId: string, category: CategoryForm_CategoryFragment): void {
  cache.updateQuery({ query: HelpCategoriesQuery, variables: { domainId } }, (data) =>
    data && !data.helpCategories.some((c) => c.id === category.id) ? { ...data, helpCategories: [...data.helpCategories, category] } : data,
  );
}
