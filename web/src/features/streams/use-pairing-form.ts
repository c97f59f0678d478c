import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { StreamPairRow_EventFragment, StreamProvider } from '../../gql/graphql';
import { readableError } from '../../shared/requests/error-message';
import { notifySuccess } from '../../shared/notices/notify';
import { canUpdatePairing } from './pairing-rules';

// The pairing modal's state (spec 001 §2.6): the candidate picked (null unpairs), the search over
// the event's candidates, and the update. A pairing is the stream service's, not a versioned
// record: the service answers with the event as it is now.

const PairStreamEventMutation = graphql(`
  mutation PairStreamEvent($input: PairStreamEventInput!) {
    pairStreamEvent(input: $input) {
      event {
        ...StreamPairRow_event
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

const SUCCESS: Record<StreamProvider, string> = {
  IMG_ARENA: 'Img Arena stream pairing successfully updated',
  INFRONT: 'Infront stream pairing successfully updated',
};

export interface PairingTarget {
  provider: StreamProvider;
  sportId: number;
  event: StreamPairRow_EventFragment;
  canWrite: boolean;
}

export function usePairingForm({ provider, sportId, event, canWrite }: PairingTarget, onDone: () => void) {
  const initial = event.pairing === 'NONE' ? null : (event.pairedFeedEvent?.id ?? null);
  const [selected, setSelected] = useState<string | null>(initial);
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pair, { loading }] = useMutation(PairStreamEventMutation);
  const term = search.trim().toLowerCase();
  const candidates = event.candidates.filter(
    (c) => !term || c.name.toLowerCase().includes(term) || (c.leagueName ?? '').toLowerCase().includes(term) || c.id.includes(term),
  );

  const update = async () => {
    setProblem(null);
    try {
      const { data } = await pair({ variables: { input: { provider, sportId, streamId: event.streamId, feedEventId: selected } } });
      const errors = data?.pairStreamEvent.userErrors ?? [];
      if (errors.length > 0) return setProblem(errors.map((e) => e.message).join(' '));
      notifySuccess(SUCCESS[provider]);
      onDone();
    } catch (e) {
      setProblem(readableError(e));
    }
  };

  const canUpdate = canUpdatePairing(initial, selected, canWrite);
  return { initial, selected, setSelected, search, setSearch, candidates, problem, update, updating: loading, canUpdate };
}
