import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { readableError } from '../../shared/requests/error-message';
import type { PullOutcome } from './pull-button';

// The fields every pull mutation asks for (companies, markets, betshops).
export const PullOutcomeFragment = graphql(`
  fragment PullOutcome_payload on PullOrganisationPayload {
    added
    updated
    unchanged
    userErrors {
      ...UserErrors
    }
  }
`);

interface PullPayload {
  added: number | null;
  updated: number | null;
  unchanged: number | null;
  userErrors: readonly { message: string }[];
}

/** A pull's payload as the button shows it: the counts, or its first problem ('Problem with REST', ...). */
export function pullOutcome(payload: PullPayload | undefined): PullOutcome {
  const problem = payload?.userErrors[0];
  if (problem || !payload) return { error: problem?.message ?? 'Problem with WSBO' };
  return { counts: { added: payload.added ?? 0, updated: payload.updated ?? 0, unchanged: payload.unchanged ?? 0 } };
}

/** Runs a pull mutation; an outage becomes a readable error. */
async function runPull(mutate: () => Promise<PullPayload | undefined>): Promise<PullOutcome> {
  try {
    return pullOutcome(await mutate());
  } catch (error) {
    return { error: readableError(error) };
  }
}

/**
 * A pull mutation of one screen, run as the button runs it: `list` is the screen's list query,
 * read again (awaited) before the button says what changed. A pull replaces the list from the
 * territory service, and its payload says how many records changed, not which.
 */
export function usePull<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  list: string,
  payloadOf: (data: TData) => PullPayload,
): (variables: TVariables) => Promise<PullOutcome> {
  const [mutate] = useMutation(mutation, { refetchQueries: [list], awaitRefetchQueries: true });
  // useMutation's options type is conditional on the variables, which a generic cannot resolve.
  const run = mutate as (options: { variables: TVariables }) => ReturnType<typeof mutate>;
  return (variables) =>
    runPull(async () => {
      const { data } = await run({ variables });
      return data ? payloadOf(data) : undefined;
    });
}
