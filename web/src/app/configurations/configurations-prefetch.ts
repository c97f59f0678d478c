import configurationsAccessHash from 'virtual:gql-hash/ConfigurationsAccess';
import generalSettingsHash from 'virtual:gql-hash/GeneralSettings';
import { streamsTabQueries } from '../../features/streams/streams-prefetch';
import type { FeatureRoute } from '../../shared/navigation/feature-route';
import type { PrefetchedQuery } from '../../shared/requests/prefetched-queries';

/**
 * /home/configurations asks for the viewer's tabs (configurations-screen.tsx), then its tab asks
 * for its own data: the route sends both at once for the tab the URL names, or for Img Arena,
 * the default (a viewer who cannot read it gets an error nobody takes, and the screen asks).
 */
export const prefetchConfigurations: NonNullable<FeatureRoute['prefetch']> = ({ search }) => {
  const access: PrefetchedQuery = { operationName: 'ConfigurationsAccess', hash: configurationsAccessHash, variables: {} };
  switch (search.get('tab') ?? 'img-arena') {
    case 'img-arena':
      return [access, ...streamsTabQueries(search)];
    case 'general':
      return [access, { operationName: 'GeneralSettings', hash: generalSettingsHash, variables: {} }];
    default:
      return [access];
  }
};
