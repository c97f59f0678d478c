import languagesListHash from 'virtual:gql-hash/LanguagesList';
import sectionsListHash from 'virtual:gql-hash/SectionsList';
import translationOptionsHash from 'virtual:gql-hash/TranslationOptions';
import translationsListHash from 'virtual:gql-hash/TranslationsList';
import type { FeatureRoute } from '../../shared/feature-route';
import { readListParams, readPageSize } from '../../shared/list-params';

// What the translations screens ask for at their URL (page, size and search as useUrlListState
// reads them; the all-translations screen adds its section filter and its pickers), sent by
// their routes as the page loads (shared/prefetched-queries.ts).

type Prefetch = NonNullable<FeatureRoute['prefetch']>;

const listVariables = (params: URLSearchParams) => ({
  page: readListParams(params, []).page,
  pageSize: readPageSize(params),
  search: params.get('search') || null,
});

export const prefetchTranslations: Prefetch = ({ search }) => [
  {
    operationName: 'TranslationsList',
    hash: translationsListHash,
    variables: { ...listVariables(search), sectionId: search.get('section') },
  },
  { operationName: 'TranslationOptions', hash: translationOptionsHash, variables: {} },
];
export const prefetchLanguages: Prefetch = ({ search }) => ({
  operationName: 'LanguagesList',
  hash: languagesListHash,
  variables: listVariables(search),
});
export const prefetchSections: Prefetch = ({ search }) => ({
  operationName: 'SectionsList',
  hash: sectionsListHash,
  variables: listVariables(search),
});
