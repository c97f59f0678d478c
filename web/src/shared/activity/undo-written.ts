import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import type { WrittenEntriesQuery } from '../../gql/graphql';
import { notifyError, notifySuccess } from '../notices/notify';
import { readableError } from '../requests/error-message';
import { askNewPassword } from './ask-new-password';

// Undo in a notice (issue 43): the entries the write named in its answer (a save's, a delete's,
// each row's of a bulk delete) put back by the same revert or restore as the Activity screen's: a
// compensating write, so other staff, live lists and other replicas see both changes. Newest
// first; each reported: "2 restored, 1 could not be: …".

const WrittenEntriesQuery = graphql(`
  query WrittenEntries($refs: [ID!], $pageSize: Int!) {
    activity(filter: { refs: $refs }, pageSize: $pageSize) {
      items {
        id
        at
        entityLabel
        undo
        undoUnavailable
        restoreLoses
        restoreNeedsPassword
      }
    }
  }
`);

const UndoRevertMutation = graphql(`
  mutation UndoRevert($id: ID!) {
    revertActivity(id: $id) {
      reverted
      userErrors {
        field
        message
      }
    }
  }
`);

const UndoRestoreMutation = graphql(`
  mutation UndoRestore($id: ID!, $password: String) {
    restoreActivity(id: $id, password: $password) {
      reverted
      userErrors {
        field
        message
      }
    }
  }
`);

/** The gateway's largest page. */
const ENTRIES_PAGE = 100;

type Entry = WrittenEntriesQuery['activity']['items'][number];
type Answer = { reverted: readonly string[]; userErrors: readonly { field?: string | null; message: string }[] };

/** Null when put back whole; else why not (each refused field with its reason). */
function problemOf(answer: Answer | undefined): string | null {
  if (!answer) return 'No answer from the server.';
  if (answer.userErrors.length === 0) return null;
  const refused = answer.userErrors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ');
  return answer.reverted.length > 0 ? `${refused} (${answer.reverted.join(', ')} put back)` : refused;
}

async function undoOne(client: ApolloClient, entry: Entry, password: string | null): Promise<string | null> {
  if (entry.undo === 'REVERT') {
    const { data } = await client.mutate({ mutation: UndoRevertMutation, variables: { id: entry.id } });
    return problemOf(data?.revertActivity);
  }
  if (entry.undo === 'RESTORE') {
    const { data } = await client.mutate({ mutation: UndoRestoreMutation, variables: { id: entry.id, password } });
    return problemOf(data?.restoreActivity);
  }
  return entry.undoUnavailable ?? 'This change cannot be undone.';
}

/** What the notice says once the entries were put back, or were not. */
export function undoSummary(outcomes: readonly { entry: Pick<Entry, 'entityLabel' | 'undo'>; problem: string | null }[]) {
  const done = outcomes.filter((o) => o.problem === null);
  const failed = outcomes.filter((o) => o.problem !== null);
  const verb = outcomes.every((o) => o.entry.undo === 'RESTORE') ? 'restored' : 'put back';
  if (outcomes.length === 1) {
    const only = outcomes[0]!;
    return { ok: only.problem === null, text: only.problem ?? (only.entry.undo === 'RESTORE' ? 'Restored' : 'Change reverted') };
  }
  const named = failed.map((o) => `${o.entry.entityLabel ?? 'a record'}: ${o.problem}`).join('; ');
  const text = failed.length === 0 ? `${done.length} ${verb}` : `${done.length} ${verb}, ${failed.length} could not be: ${named}`;
  return { ok: failed.length === 0, text };
}

/** The entries a write named, newest first, read a page at a time (a bulk delete of many rows names each). */
async function entriesNamed(client: ApolloClient, refs: readonly string[]): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let start = 0; start < refs.length; start += ENTRIES_PAGE) {
    const page = refs.slice(start, start + ENTRIES_PAGE);
    const { data } = await client.query({
      query: WrittenEntriesQuery,
      variables: { refs: page, pageSize: page.length },
      fetchPolicy: 'network-only',
    });
    entries.push(...(data?.activity.items ?? []));
  }
  // Undone newest first: a later write over the same record goes back before an earlier one.
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}

/** Puts back the entries a write named (`refs`), asking a restored user's new password first. */
export async function undoWritten(client: ApolloClient, refs: readonly string[]): Promise<void> {
  try {
    const entries = await entriesNamed(client, refs);
    if (entries.length === 0) return notifyError('This change is not in Activity yet: undo it from Activity.');
    const needsPassword = entries.find((entry) => entry.undo === 'RESTORE' && entry.restoreNeedsPassword);
    const password = needsPassword ? await askNewPassword(needsPassword.entityLabel, needsPassword.restoreLoses) : null;
    if (needsPassword && password === null) return;
    const outcomes = [];
    for (const entry of entries) {
      outcomes.push({ entry, problem: await undoOne(client, entry, password).catch((error: unknown) => readableError(error)) });
    }
    await client.refetchObservableQueries();
    const summary = undoSummary(outcomes);
    (summary.ok ? notifySuccess : notifyError)(summary.text);
  } catch (error) {
    notifyError(readableError(error));
  }
}
