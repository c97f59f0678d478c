import { waitFor } from '@testing-library/react';
import { eventStreamClient, keepSubscribed } from './event-streams';
import { setUnauthenticatedHandler } from '../requests/graphql-request';

// The tab's subscriptions (issue 39): sent by hash, a refusal handed on once instead of retried
// forever (a signed-out stream signs the tab out), and a stream the gateway ends opened again.

const stream = (events: string, open = false) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(events));
        if (!open) controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  jest.restoreAllMocks();
  setUnauthenticatedHandler(() => undefined);
});

describe('keepSubscribed', () => {
  it('names the subscription by its hash and hands a refusal on once, signing a signed-out tab out', async () => {
    const signedOut = jest.fn();
    setUnauthenticatedHandler(signedOut);
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(401, { errors: [{ message: 'You are not signed in.', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const refused = jest.fn();
    const client = eventStreamClient();
    const stop = keepSubscribed(client, 'sha256:abc', { tab: 't1' }, { next: jest.fn(), refused });
    await waitFor(() =>
      expect(refused).toHaveBeenCalledWith([{ message: 'You are not signed in.', extensions: { code: 'UNAUTHENTICATED' } }]),
    );
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = JSON.parse(fetch.mock.calls[0]![1]!.body as string) as Record<string, unknown>;
    expect(body).toEqual({ variables: { tab: 't1' }, extensions: { persistedQuery: { version: 1, sha256Hash: 'sha256:abc' } } });
    stop();
    client.dispose();
  });

  it('opens a subscription again when the gateway ends it, and says so', async () => {
    const first = 'event: next\ndata: {"data":{"n":1}}\n\nevent: complete\ndata:\n\n';
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(stream(first))
      .mockResolvedValueOnce(stream('event: next\ndata: {"data":{"n":2}}\n\n', true));
    const next = jest.fn();
    const reopened = jest.fn();
    const client = eventStreamClient();
    const stop = keepSubscribed<{ n: number }>(client, 'sha256:abc', {}, { next, reopened });
    await waitFor(() => expect(next).toHaveBeenCalledWith({ n: 2 }), { timeout: 5000 });
    expect(next).toHaveBeenNthCalledWith(1, { n: 1 });
    expect(reopened).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
    client.dispose();
  });
});
