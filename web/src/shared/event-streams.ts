import { createClient, type Client, type ClientOptions } from 'graphql-sse';
import { TAB_HEADERS } from './tab-id';

// The tab's GraphQL subscriptions over Server-Sent Events (/graphql/stream): the live feed and
// the edit screens' presence. Same origin and cookie session as /graphql, the tab's id on each
// stream, and reconnection with backoff: 1 s, 2 s, 4 s, … up to 30 s, jittered so replicas
// coming back are not stormed.

const backoff = async (retries: number) => {
  const delay = Math.min(30_000, 1000 * 2 ** retries) * (0.75 + Math.random() / 2);
  await new Promise((resolve) => setTimeout(resolve, delay));
};

export function eventStreamClient(on?: ClientOptions['on']): Client {
  return createClient({
    url: '/graphql/stream',
    credentials: 'same-origin',
    headers: { ...TAB_HEADERS },
    retryAttempts: Number.POSITIVE_INFINITY,
    retry: backoff,
    on,
  });
}
