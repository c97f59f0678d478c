import { DeleteUserMutation } from '../../features/users/delete-user-modal';
import { WebsiteEditQuery } from '../website-edit/website-edit-query';
import { prefetchQuery } from '../../shared/requests/prefetched-queries';
import { apolloClientFor } from './apollo-client';

// The hash the route loader sends (virtual:gql-hash/WebsiteEdit in the build).
const hash = (WebsiteEditQuery as { __meta__?: { hash?: string } }).__meta__!.hash!;
const websiteEdit = (id: string) => ({ operationName: 'WebsiteEdit', hash, variables: { id } });

const website = { __typename: 'Website', id: '1', name: 'Star Bet' };
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('apolloClientFor', () => {
  it('keeps one client per session, so the cache outlives the screens of one session', () => {
    expect(apolloClientFor('1:7')).toBe(apolloClientFor('1:7'));
  });

  it('starts another session with a new client and an empty cache', () => {
    const first = apolloClientFor('2:7');
    expect(apolloClientFor('3:7')).not.toBe(first);
  });
});

describe('a query its route loader sent', () => {
  const network = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  const pageFetch = globalThis.fetch;
  afterAll(() => {
    globalThis.fetch = pageFetch;
  });
  beforeEach(() => {
    network.mockReset();
    globalThis.fetch = network as typeof fetch;
  });

  // The screen's own query: the prefetched answer, once, with no second request.
  it("is answered from the route loader's request, once", async () => {
    const loader = jest.fn<Promise<Response>, [object]>(() => answer({ data: { website } }));
    prefetchQuery(websiteEdit('1'), loader);
    const client = apolloClientFor('prefetch:1');
    const first = await client.query({ query: WebsiteEditQuery, variables: { id: '1' }, fetchPolicy: 'network-only', errorPolicy: 'all' });
    expect(first.data?.website).toMatchObject({ id: '1', name: 'Star Bet' });
    expect(network).not.toHaveBeenCalled();
    // Sent by hash, the way Apollo's persisted-query link names the document.
    const sent = loader.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent).toMatchObject({
      operationName: 'WebsiteEdit',
      variables: { id: '1' },
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
    expect(sent).not.toHaveProperty('query');

    network.mockImplementation(() => answer({ data: { website: { ...website, name: 'Star Bet 2' } } }));
    const again = await client.query({ query: WebsiteEditQuery, variables: { id: '1' }, fetchPolicy: 'network-only', errorPolicy: 'all' });
    expect(again.data?.website).toMatchObject({ name: 'Star Bet 2' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('is asked again over the network when the early request failed', async () => {
    prefetchQuery(websiteEdit('2'), () => answer({ errors: [{ message: 'down' }] }, 503));
    network.mockImplementation(() => answer({ data: { website: { ...website, id: '2' } } }));
    const result = await apolloClientFor('prefetch:2').query({ query: WebsiteEditQuery, variables: { id: '2' }, errorPolicy: 'all' });
    expect(result.data?.website).toMatchObject({ id: '2' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('leaves an answer with errors (a session that ended, a forbidden screen) to the network', async () => {
    prefetchQuery(websiteEdit('7'), () =>
      answer({ data: null, errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    network.mockImplementation(() => answer({ data: { website: { ...website, id: '7' } } }));
    const result = await apolloClientFor('prefetch:7').query({ query: WebsiteEditQuery, variables: { id: '7' }, errorPolicy: 'all' });
    expect(result.data?.website).toMatchObject({ id: '7' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('does not answer other variables', async () => {
    prefetchQuery(websiteEdit('3'), () => answer({ data: { website: { ...website, id: '3' } } }));
    network.mockImplementation(() => answer({ data: { website: { ...website, id: '4' } } }));
    const result = await apolloClientFor('prefetch:3').query({ query: WebsiteEditQuery, variables: { id: '4' }, errorPolicy: 'all' });
    expect(result.data?.website).toMatchObject({ id: '4' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('is not used once a write went out after it', async () => {
    prefetchQuery(websiteEdit('5'), () => answer({ data: { website: { ...website, id: '5', name: 'Before the write' } } }));
    const client = apolloClientFor('prefetch:5');
    network.mockImplementationOnce(() =>
      answer({ data: { deleteUser: { __typename: 'DeleteUserPayload', deletedUserId: '6', userErrors: [] } } }),
    );
    await client.mutate({ mutation: DeleteUserMutation, variables: { id: '6' }, errorPolicy: 'all' });
    network.mockImplementationOnce(() => answer({ data: { website: { ...website, id: '5', name: 'After the write' } } }));
    const result = await client.query({ query: WebsiteEditQuery, variables: { id: '5' }, errorPolicy: 'all' });
    expect(result.data?.website).toMatchObject({ name: 'After the write' });
  });

  // A screen whose second query needs the first's answer (the help centre's domain, then its
  // categories): the follow-up leaves as soon as the first answer arrives, and is taken too.
  it('sends the follow-up a clean answer names, and answers it from that request', async () => {
    const loader = jest.fn<Promise<Response>, [object]>((body) =>
      answer({ data: { website: { ...website, id: (body as { variables: { id: string } }).variables.id } } }),
    );
    prefetchQuery({ ...websiteEdit('8'), followedBy: (data) => websiteEdit(`${(data.website as { id: string }).id}0`) }, loader);
    const client = apolloClientFor('prefetch:8');
    // The screen asks its second query once it has rendered the first answer.
    const first = await client.query({ query: WebsiteEditQuery, variables: { id: '8' }, fetchPolicy: 'network-only', errorPolicy: 'all' });
    expect(first.data?.website).toMatchObject({ id: '8' });
    const next = await client.query({ query: WebsiteEditQuery, variables: { id: '80' }, fetchPolicy: 'network-only', errorPolicy: 'all' });
    expect(next.data?.website).toMatchObject({ id: '80' });
    expect(loader.mock.calls.map(([body]) => (body as { variables: unknown }).variables)).toEqual([{ id: '8' }, { id: '80' }]);
    expect(network).not.toHaveBeenCalled();
  });

  it('sends no follow-up when the first answer is not clean', async () => {
    const loader = jest.fn<Promise<Response>, [object]>(() => answer({ errors: [{ message: 'down' }] }, 503));
    const then = jest.fn(() => websiteEdit('90'));
    prefetchQuery({ ...websiteEdit('9'), followedBy: then }, loader);
    network.mockImplementation(() => answer({ data: { website: { ...website, id: '9' } } }));
    await apolloClientFor('prefetch:9').query({ query: WebsiteEditQuery, variables: { id: '9' }, errorPolicy: 'all' });
    expect(then).not.toHaveBeenCalled();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('still answers the first query when its follow-up cannot be worked out', async () => {
    prefetchQuery(
      {
        ...websiteEdit('11'),
        followedBy: () => {
          throw new Error('unexpected answer');
        },
      },
      () => answer({ data: { website: { ...website, id: '11' } } }),
    );
    network.mockClear();
    const result = await apolloClientFor('prefetch:11').query({ query: WebsiteEditQuery, variables: { id: '11' }, errorPolicy: 'all' });
    expect(result.data?.website).toMatchObject({ id: '11' });
    expect(network).not.toHaveBeenCalled();
  });
});
