import type { FormattedExecutionResult } from 'graphql';
import { postGraphql, trustedDocumentExtensions } from './graphql-request';

// A screen's query sent by its route as soon as the route matches: by its trusted document's
// hash, with a plain fetch, beside the session check and the screen's code instead of after
// them (Apollo Client and the shell are still downloading then). Apollo's link chain
// (app/shell/apollo-client.ts) hands the answer to the screen's own query when it asks for the
// same operation and variables; nothing is written to the cache behind Apollo's back. An answer
// not taken within FRESH_MS is forgotten, and any write or sign-in/out forgets them all (the
// answer may predate it): the screen then asks the network itself.

const FRESH_MS = 10_000;

type Answer = FormattedExecutionResult;

/** A generated query named by its trusted-document hash (`virtual:gql-hash/Name`), with its variables. */
export interface PrefetchedQuery {
  operationName: string;
  hash: string;
  variables: Record<string, unknown>;
  /**
   * The query the screen asks next with what this one answers (e.g. a domain's categories once the
   * domains are in): sent as soon as the clean answer arrives instead of after the screen renders it.
   * (Not named `then`: an object with a `then` method is taken for a promise wherever it is awaited.)
   */
  followedBy?: (data: Record<string, unknown>) => PrefetchedQuery | null;
}

interface Sent {
  at: number;
  /** The answer arrived (or the request failed); until then a second send is skipped. */
  answered: boolean;
  /** The answer when it is clean (data, no errors), else null. */
  answer: Promise<Answer | null>;
}

const pending = new Map<string, Sent>();

/** Object keys in a fixed order, so `{a, b}` and `{b, a}` name the same request. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const keyOf = (operationName: string, variables: Record<string, unknown>) => `${operationName}:${stableJson(variables)}`;

/** Sends the query now (marked retryable: a prefetch is always a query), unless the same one is still on its way; `post` is the page's transport (tests pass their own). */
export function prefetchQuery(
  { operationName, hash, variables, followedBy }: PrefetchedQuery,
  post: (body: object) => Promise<Response> = (body) => postGraphql(body, { query: true }),
): void {
  const key = keyOf(operationName, variables);
  const sent = pending.get(key);
  if (!hash || (sent && !sent.answered && Date.now() - sent.at < FRESH_MS)) return;
  const entry = { at: Date.now(), answered: false } as Sent;
  entry.answer = post({ operationName, variables, extensions: trustedDocumentExtensions(hash) })
    // Only a clean answer is handed over. Anything else (an outage, an unknown hash, a session
    // that ended, a screen the viewer may not open) is left to the screen's own request, which
    // goes through Apollo's usual error handling.
    .then((response) => (response.ok ? (response.json() as Promise<Answer>) : null))
    .then((answer) => (answer?.data && !answer.errors?.length ? answer : null))
    .then((answer) => {
      // A follow-up that cannot be worked out is only a request the screen sends itself.
      try {
        const next = answer && followedBy?.(answer.data as Record<string, unknown>);
        if (next) prefetchQuery(next, post);
      } catch {
        /* the screen asks */
      }
      return answer;
    })
    .catch(() => null)
    .finally(() => {
      entry.answered = true;
    });
  pending.set(key, entry);
}

/** Sends each of a route's queries (prefetchQuery), one or several. */
export function prefetchQueries(queries: PrefetchedQuery | readonly PrefetchedQuery[]): void {
  for (const query of [queries].flat()) prefetchQuery(query);
}

/** The prefetched answer for this operation and variables, once: null when there is none (or it is stale). */
export function takePrefetched(operationName: string | undefined, variables: Record<string, unknown>): Promise<Answer | null> | null {
  if (!operationName) return null;
  const key = keyOf(operationName, variables);
  const entry = pending.get(key);
  if (!entry) return null;
  pending.delete(key);
  return Date.now() - entry.at < FRESH_MS ? entry.answer : null;
}

/** A write went out, or the session changed: answers fetched before may no longer be true or the viewer's. */
export function forgetPrefetched(): void {
  pending.clear();
}
