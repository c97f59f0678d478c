import { waitFor } from '@testing-library/react';
import { WebsiteEditQuery } from '../website-edit/website-edit-query';
import { apolloClientFor } from './apollo-client';

// Back online, a list that failed comes back without a reload (issue 41): the browser's `online`
// event refetches what is on screen, and a query the network failed is tried again on its own.

const website = { __typename: 'Website', id: '1', name: 'Star Bet' };
const answer = () =>
  Promise.resolve(new Response(JSON.stringify({ data: { website } }), { headers: { 'content-type': 'application/json' } }));
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

const network = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const pageFetch = globalThis.fetch;
let online = true;
beforeAll(() => jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online));
afterAll(() => {
  globalThis.fetch = pageFetch;
  jest.restoreAllMocks();
});
beforeEach(() => {
  network.mockReset();
  globalThis.fetch = network as typeof fetch;
});
afterEach(() => jest.useRealTimers());

/** The screen's query, watched as a mounted screen does: each result it shows, in order. */
function watch(session: string) {
  const results: { data?: unknown; error?: unknown }[] = [];
  const observable = apolloClientFor(session).watchQuery({ query: WebsiteEditQuery, variables: { id: '1' } });
  const subscription = observable.subscribe((result) => results.push(result));
  return { results, stop: () => subscription.unsubscribe() };
}
const shown = (results: { data?: unknown; error?: unknown }[]) => results.findLast((result) => result.data || result.error);

it('fetches the screen again when the browser comes back online', async () => {
  online = false;
  network.mockImplementation(unreachable);
  const screen = watch('offline:1');
  await waitFor(() => expect(shown(screen.results)?.error).toBeDefined());
  expect(network).toHaveBeenCalledTimes(1);

  online = true;
  network.mockImplementation(answer);
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(shown(screen.results)?.data).toMatchObject({ website: { name: 'Star Bet' } }));
  screen.stop();
});

it('tries a query the network failed again on its own, with no error shown', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
  online = true;
  network.mockImplementationOnce(unreachable).mockImplementation(answer);
  const screen = watch('retry:1');
  await jest.advanceTimersByTimeAsync(5_000);
  await waitFor(() => expect(shown(screen.results)?.data).toMatchObject({ website: { name: 'Star Bet' } }));
  expect(network).toHaveBeenCalledTimes(2);
  expect(screen.results.some((result) => result.error)).toBe(false);
  screen.stop();
});
