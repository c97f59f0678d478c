import streamConfigurationHash from 'virtual:gql-hash/StreamConfiguration';
import streamEventsHash from 'virtual:gql-hash/StreamEvents';
import streamSportsHash from 'virtual:gql-hash/StreamSports';
import type { StreamProvider } from '../../gql/graphql';
import type { PrefetchedQuery } from '../../shared/requests/prefetched-queries';
import { readView } from './pairs-view';

const PROVIDERS = { imgarena: 'IMG_ARENA', infront: 'INFRONT' } as const satisfies Record<string, StreamProvider>;

/**
 * What the Img Arena tab asks for at a URL (streams-panel.tsx, stream-pairs.tsx, stream-configuration.tsx),
 * for its route to send first: the configuration, or a provider's sports and then the events of
 * the sport the URL names (else the provider's default, which the sports answer).
 */
export function streamsTabQueries(search: URLSearchParams): PrefetchedQuery[] {
  const view = readView(search.get('view'));
  if (view === 'configuration') return [{ operationName: 'StreamConfiguration', hash: streamConfigurationHash, variables: {} }];
  const provider = PROVIDERS[view];
  const events = (sportId: number): PrefetchedQuery => ({
    operationName: 'StreamEvents',
    hash: streamEventsHash,
    variables: { provider, sportId, search: search.get('search') || null },
  });
  const named = Number(search.get('sport'));
  const sports: PrefetchedQuery = {
    operationName: 'StreamSports',
    hash: streamSportsHash,
    variables: { provider },
    followedBy: named
      ? undefined
      : (data) => {
          const sportId = (data.streamSports as { defaultSportId?: number | null } | undefined)?.defaultSportId;
          return sportId ? events(sportId) : null;
        },
  };
  return named ? [sports, events(named)] : [sports];
}
