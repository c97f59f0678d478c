import { signIn } from '../../test/emulator-stack';
import { postStream, subscription } from '../../test/live-stream';
import { redisTestUrl } from '../../test/redis';
import { gqlAt as gql, startReplicas, type Replicas } from '../../test/replicas';

// Two replicas sharing a real Redis (issue 39): a stream open on one replica ends at once when its
// session signs out, or its user's permissions change, through the other: the viewer cache is an
// hour long here, so only the session events carried by Redis can end it.

const withRedis = redisTestUrl() ? describe : describe.skip;
const ADMIN = { id: 1, email: 'admin@example.com', password: 'Admin123!' };
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };
const FEED = 'subscription { entityChanged { area entityId } }';

withRedis('live streams across replicas', () => {
  let stack: Replicas;
  let bases: string[];
  let emulatorUrl: string;

  beforeAll(async () => {
    stack = await startReplicas({ VIEWER_CACHE_MS: '3600000' });
    ({ bases, emulatorUrl } = stack);
  });
  afterAll(() => stack?.close());

  it('a sign-out on one replica ends the stream open on the other', async () => {
    const manager = await signIn(emulatorUrl, MANAGER);
    const feed = await postStream(bases[0]!, subscription(FEED), manager);
    expect(feed.status).toBe(200);
    expect((await gql(bases[1]!, 'mutation { signOut { ok } }', {}, manager)).data?.signOut.ok).toBe(true);
    expect(await feed.event()).toMatchObject({ event: 'next', data: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } });
    expect(await feed.event()).toEqual({ event: 'complete' });
  });

  it('a permission change on one replica ends the stream open on the other, for the app to open it again', async () => {
    const admin = await signIn(emulatorUrl, ADMIN);
    const manager = await signIn(emulatorUrl, MANAGER);
    const feed = await postStream(bases[0]!, subscription(FEED), manager);
    expect(feed.status).toBe(200);
    const input = { userId: '2', permissions: [{ key: 'TRANSLATIONS_TRANSLATIONS', level: 'NONE' }] };
    const saved = await gql(
      bases[1]!,
      'mutation($input: UserPermissionChangesInput!) { updateUserPermissions(input: $input) { userErrors { message } } }',
      { input },
      admin,
    );
    expect(saved.data?.updateUserPermissions.userErrors).toEqual([]);
    expect(await feed.event()).toEqual({ event: 'complete' });
  });
});
