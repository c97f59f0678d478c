import { createClient } from 'graphql-sse';
import { useEmulatorStack } from '../../test/emulator-stack';

// The live feed (issue 28) over Server-Sent Events against the real HTTP stack: a change made by
// one staff member reaches another's open stream with who and which fields, never values; a
// viewer hears only areas they may read; a tab does not hear its own changes back.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };

const FEED = 'subscription($tab: String) { entityChanged(tab: $tab) { area operation entityType entityId changedBy fields at } }';

type Change = { area: string; operation: string; entityType: string; entityId: string; changedBy: string; fields: string[]; at: string };

/** Opens the feed as `headers`' viewer; `next()` resolves with the next change heard. */
async function listen(headers: Record<string, string>, tab: string | null = null) {
  const client = createClient({ url: `${stack.base}/graphql/stream`, headers, retryAttempts: 0 });
  const iterator = client.iterate<{ entityChanged: Change }>({ query: FEED, variables: { tab } });
  const next = async () => (await iterator.next()).value!.data!.entityChanged;
  // The stream is open once the server has subscribed: give it a first change to prove it.
  return { next, close: () => iterator.return?.() };
}

const managerId = async () =>
  ((await gql('{ users(page: 1, pageSize: 50) { items { id role } } }')).data.users.items as { id: string; role: string }[]).find(
    (u) => u.role === 'MANAGER' && Number(u.id) > 3,
  )!.id;

const renameUser = (id: string, email: string, headers?: Record<string, string>) =>
  gql(
    'mutation($input: UpdateUserInput!) { updateUser(input: $input) { userErrors { message } } }',
    { input: { id, email, role: 'MANAGER' } },
    headers,
  );

/** Creates a section; resolves with its id. */
const createSection = async (key: string, headers?: Record<string, string>): Promise<string> =>
  (
    await gql(
      'mutation($input: CreateSectionInput!) { createSection(input: $input) { section { id } } }',
      { input: { title: key, key } },
      headers,
    )
  ).data.createSection.section.id;

/** Every change heard until one about `entityId`, that one included. */
async function until(feed: { next: () => Promise<Change> }, entityId: string): Promise<Change[]> {
  const heard = [await feed.next()];
  while (heard.at(-1)!.entityId !== entityId) heard.push(await feed.next());
  return heard;
}

/** Waits until the stream is subscribed: probe changes are made, one after the other, until the listener hears one. */
async function ready(feed: { next: () => Promise<Change> }, probe: () => Promise<unknown>) {
  const heard = feed.next();
  let settled = false;
  void heard.then(() => (settled = true));
  while (!settled) await probe();
  return heard;
}

describe('the live feed', () => {
  it('tells an admin who changed which fields of a user, without the values', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const admin = await listen(stack.auth);
    const id = await managerId();
    await ready(admin, () => createSection(`probe-${Date.now()}`, developer));
    await renameUser(id, `live-${Date.now()}@example.com`, developer);
    let change = await admin.next();
    while (change.operation !== 'updateUser') change = await admin.next();
    expect(change).toMatchObject({
      area: 'users',
      entityType: 'User',
      entityId: id,
      changedBy: 'developer@example.com',
      fields: ['email'],
    });
    expect(JSON.stringify(change)).not.toContain('live-');
    await admin.close();
  });

  it('a manager hears the translations they read, not the users they may not see', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const manager = await listen(await stack.signIn(MANAGER));
    // The admin's stream witnesses that the user's change was published before the section's.
    const witness = await listen(stack.auth);
    await ready(manager, () => createSection(`probe-${Date.now()}`, developer));
    await ready(witness, () => createSection(`probe-${Date.now()}`, developer));
    const id = await managerId();
    await renameUser(id, `hidden-${Date.now()}@example.com`, developer);
    await until(witness, id);
    const sectionId = await createSection(`after-${Date.now()}`, developer);
    const heard = await until(manager, sectionId);
    expect(heard.at(-1)).toMatchObject({ area: 'translations', operation: 'createSection' });
    expect(heard.filter((change) => change.area === 'users')).toEqual([]);
    await manager.close();
    await witness.close();
  });

  it("a tab does not hear its own changes, and hears the others'", async () => {
    const developer = await stack.signIn(DEVELOPER);
    const tab = 'tab-a';
    const admin = await listen(stack.auth, tab);
    await ready(admin, () => createSection(`probe-${Date.now()}`, developer));
    const own = await createSection(`own-${Date.now()}`, { ...stack.auth, 'x-tab-id': tab });
    const theirs = await createSection(`theirs-${Date.now()}`, developer);
    const heard = await until(admin, theirs);
    expect(heard.at(-1)).toMatchObject({ operation: 'createSection', changedBy: 'developer@example.com' });
    expect(heard.filter((change) => change.entityId === own)).toEqual([]);
    await admin.close();
  });

  it('refuses a stream without a session', async () => {
    const client = createClient({ url: `${stack.base}/graphql/stream`, retryAttempts: 0 });
    const iterator = client.iterate({ query: FEED });
    const first = await iterator.next().catch((error: unknown) => ({ error }));
    expect(JSON.stringify(first)).toContain('UNAUTHENTICATED');
  });
});
