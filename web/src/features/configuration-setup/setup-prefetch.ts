import configurationDefinitionsHash from 'virtual:gql-hash/ConfigurationDefinitions';
import configurationTypesHash from 'virtual:gql-hash/ConfigurationTypes';
import setupSectionsHash from 'virtual:gql-hash/SetupSections';
import type { FeatureRoute } from '../../shared/navigation/feature-route';
import { listQueryVariables } from '../../shared/lists/list-params';

// What each configuration setup screen asks for at its URL, sent by its route as the page loads
// (shared/requests/prefetched-queries.ts); the screens read the same values.

/** Setting definitions per page of the settings screen. */
const DEFINITIONS_PAGE_SIZE = 20;

/** The ConfigurationDefinitions variables of a settings list URL (`?page=2&search=x`; always 20 a page). */
export const definitionsVariables = (params: URLSearchParams) => ({ ...listQueryVariables(params), pageSize: DEFINITIONS_PAGE_SIZE });

type Prefetch = NonNullable<FeatureRoute['prefetch']>;

export const prefetchSections: Prefetch = () => ({ operationName: 'SetupSections', hash: setupSectionsHash, variables: {} });
export const prefetchTypes: Prefetch = () => ({ operationName: 'ConfigurationTypes', hash: configurationTypesHash, variables: {} });
export const prefetchDefinitions: Prefetch = ({ search }) => ({
  operationName: 'ConfigurationDefinitions',
  hash: configurationDefinitionsHash,
  variables: definitionsVariables(search),
});
