import { createClient, type Client, type ClientOptions, type RequestParams } from 'graphql-sse';
import { reportUnauthenticated, trustedDocumentExtensions } from '../requests/graphql-request';
import { TAB_HEADERS } from '../requests/tab-id';

// The tab's GraphQL subscriptions over Server-Sent Events (/graphql/stream): the live feed and
// the edit screens' presence. Same origin and cookie session as /graphql, the tab's id on each
// stream, each subscription named by its trusted-document hash (in production the gateway runs
// no other), and reconnection with backoff: 1 s, 2 s, 4 s, … up to 30 s, jittered so replicas
// coming back are not stormed. A refusal that asking again cannot change (signed out, no right,
// a bad request) is handed to the subscriber once instead of being retried forever; a full
// stream limit (429, 503) is retried like a dropped connection.

const backoff = async (retries: number) => {
  const delay = Math.min(30_000, 1000 * 2 ** retries) * (0.75 + Math.random() / 2);
  await new Promise((resolve) => setTimeout(resolve, delay));
};

/** Statuses the gateway answers before a stream opens, after which the same request cannot succeed. */
const FINAL = new Set([400, 401, 403, 404, 406, 413, 415]);

type GraphqlErrors = { message: string; extensions?: { code?: string } }[];

/** The refusal as a stream of one result and its end, as graphql-sse hands results on. */
async function refusalAsResult(response: Response): Promise<Response> {
  const body = (await response.json().catch(() => ({}))) as { errors?: GraphqlErrors };
  const errors = body.errors ?? [{ message: `The live stream answered ${response.status}`, extensions: { code: 'BAD_REQUEST' } }];
  const events = `event: next\ndata: ${JSON.stringify({ errors })}\n\nevent: complete\ndata:\n\n`;
  return new Response(events, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const fetchFn: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  return FINAL.has(response.status) ? refusalAsResult(response) : response;
};

export function eventStreamClient(on?: ClientOptions['on']): Client {
  return createClient({
    url: '/graphql/stream',
    credentials: 'same-origin',
    headers: { ...TAB_HEADERS },
    retryAttempts: Number.POSITIVE_INFINITY,
    retry: backoff,
    fetchFn,
    on,
  });
}

export interface LiveHandlers<T> {
  next(data: T): void;
  /** The gateway ended the subscription and it was opened again (it may have missed something). */
  reopened?(): void;
  /** Refused for good (signed out, no right to the record): not opened again. */
  refused?(errors: GraphqlErrors): void;
}

/**
 * Keeps one subscription of the tab open until the returned function stops it. The gateway ends
 * a subscription when the viewer it filters for signs out or is allowed other things (issue 39):
 * it is opened again, as who the viewer now is, a second or so later. UNAUTHENTICATED signs the
 * tab out, as any other answer with it does.
 */
export function keepSubscribed<T>(client: Client, hash: string, variables: Record<string, unknown>, handlers: LiveHandlers<T>): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  const open = (again: boolean) => {
    let refused = false;
    // By hash alone: the text is the gateway's own copy (graphql-sse's type asks for one it never reads).
    const request = { variables, extensions: trustedDocumentExtensions(hash) } as unknown as RequestParams;
    stop = client.subscribe<T>(request, {
      next: (result) => {
        const errors = result.errors as GraphqlErrors | undefined;
        if (errors?.length) {
          refused = true;
          if (errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) reportUnauthenticated();
          handlers.refused?.(errors);
        } else if (result.data) handlers.next(result.data);
      },
      error: () => undefined,
      complete: () => {
        if (stopped || refused) return;
        reopen = setTimeout(() => open(true), 500 + Math.random() * 1000);
      },
    });
    if (again) handlers.reopened?.();
  };
  open(false);
  return () => {
    stopped = true;
    clearTimeout(reopen);
    stop?.();
  };
}
