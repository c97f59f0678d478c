import languagesListHash from 'virtual:gql-hash/LanguagesList';
import sectionsListHash from 'virtual:gql-hash/SectionsList';
import translationOptionsHash from 'virtual:gql-hash/TranslationOptions';
import translationsListHash from 'virtual:gql-hash/TranslationsList';
import type { FeatureRoute } from '../../../shared/navigation/feature-route';
import { listQueryVariables } from '../../../shared/lists/list-params';

// What the translations screens ask for at their URL (page, size and search as useUrlListState
// reads them; the all-translations screen adds its section filter and its pickers), sent by
// their routes as the page loads (shared/requests/prefetched-queries.ts).

type Prefetch = NonNullable<FeatureRoute['prefetch']>;

/** The TranslationsList variables of an all-translations URL: the list's, and the section filter (`?section=3`). */
export const translationsListVariables = (params: URLSearchParams) => ({ ...listQueryVariables(params), sectionId: params.get('section') });

export const prefetchTranslations: Prefetch = ({ search }) => [
  {
    operationName: 'TranslationsList',
    hash: translationsListHash,
    variables: translationsListVariables(search),
  },
  { operationName: 'TranslationOptions', hash: translationOptionsHash, variables: {} },
];
export const prefetchLanguages: Prefetch = ({ search }) => ({
  operationName: 'LanguagesList',
  hash: languagesListHash,
  variables: listQueryVariables(search),
});
export const prefetchSections: Prefetch = ({ search }) => ({
  operationName: 'SectionsList',
  hash: sectionsListHash,
  variables: listQueryVariables(search),
});
