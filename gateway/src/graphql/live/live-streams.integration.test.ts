import { useEmulatorStack } from '../../test/emulator-stack';
import { postStream, subscription, type StreamAnswer } from '../../test/live-stream';

// How many live streams a session and a replica may hold, and an open stream that follows who
// its viewer is (issue 39): a sign-out ends it at once, a permission removed outside the
// back-office within the viewer cache's window (here 500 ms).

const stack = useEmulatorStack({ LIVE_STREAMS_PER_SESSION: '3', LIVE_STREAMS_PER_REPLICA: '5', VIEWER_CACHE_MS: '500' });
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const FEED = 'subscription { entityChanged { area entityId } }';
const WATCH = 'subscription($r: String!) { whoElseIsHere(resource: $r) { email } }';

const open = (headers: Record<string, string>) => postStream(stack.base, subscription(FEED), headers);
const code = async (answer: StreamAnswer) => (await answer.json()).errors?.[0]?.extensions?.code;

/** Events until the stream ends; the last one says how. */
async function untilEnd(answer: StreamAnswer) {
  const events = [];
  for (;;) {
    const event = await answer.event();
    events.push(event);
    if (event.event !== 'next' || event.data.errors) return events;
  }
}

describe('how many streams', () => {
  it('a session holds at most its limit, and a closed one makes room', async () => {
    const held = [await open(stack.auth), await open(stack.auth), await open(stack.auth)];
    expect(held.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const fourth = await open(stack.auth);
    expect(fourth.status).toBe(429);
    expect(await code(fourth)).toBe('TOO_MANY_STREAMS');
    expect(fourth.headers['retry-after']).toBe('30');
    held.pop()!.close();
    let again = await open(stack.auth);
    // The close reaches the gateway a moment later: the client's retry is what the app does.
    while (again.status === 429) again = await open(stack.auth);
    expect(again.status).toBe(200);
    for (const answer of [...held, again]) answer.close();
  });

  it('a replica holds at most its limit, whoever asks', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const admin = [await open(stack.auth), await open(stack.auth), await open(stack.auth)];
    const theirs = [await open(developer), await open(developer)];
    const sixth = await open(developer);
    expect(sixth.status).toBe(503);
    expect(await code(sixth)).toBe('TOO_MANY_STREAMS');
    for (const answer of [...admin, ...theirs]) answer.close();
  });
});

describe('an open stream follows its viewer', () => {
  it('ends at once, with UNAUTHENTICATED, when its session signs out', async () => {
    const manager = await stack.signIn(MANAGER);
    const feed = await open(manager);
    expect(feed.status).toBe(200);
    const signedOut = await stack.gql('mutation { signOut { ok } }', {}, manager);
    expect(signedOut.data.signOut.ok).toBe(true);
    const events = await untilEnd(feed);
    expect(events.at(-1)).toMatchObject({ event: 'next', data: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } });
    expect(await feed.event()).toEqual({ event: 'complete' });
    expect((await open(manager)).status).toBe(401);
  });

  it('ends when a permission it relied on is removed, and opens again as the viewer now is', async () => {
    const manager = await stack.signIn(MANAGER);
    const watching = await postStream(stack.base, subscription(WATCH, { r: 'Word:1' }), manager);
    expect(await watching.event()).toEqual({ event: 'next', data: { data: { whoElseIsHere: [] } } });
    // Outside the back-office: only the viewer cache's window tells.
    const none = JSON.stringify({ permissions: {}, onlineWebsitePermissions: {}, onlineHelpPermissions: {} });
    await stack.signIn(MANAGER, { onlinePermissions: none });
    expect(await untilEnd(watching)).toEqual([{ event: 'complete' }]);
    const again = await postStream(stack.base, subscription(WATCH, { r: 'Word:1' }), manager);
    expect(await again.event()).toMatchObject({ event: 'next', data: { errors: [{ extensions: { code: 'FORBIDDEN' } }] } });
  });
});
