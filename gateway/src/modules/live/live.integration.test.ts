import { useEmulatorStack } from '../../test/emulator-stack';
import { postStream, subscription, type StreamAnswer } from '../../test/live-stream';

// The live feed (issues 28 and 39) over Server-Sent Events against the real HTTP stack: a change
// made by one staff member reaches another's open stream with who and which fields, never values;
// a viewer hears only what they may read, with the website the record belongs to; a tab does not
// hear its own changes back, and no one else can mute it. A stream answered 200 is listening.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };

const FEED = 'subscription($tab: String) { entityChanged(tab: $tab) { area operation entityType entityId changedBy fields at } }';

type Change = { area: string; operation: string; entityType: string; entityId: string; changedBy: string; fields: string[]; at: string };

/** Opens the feed as `headers`' viewer; `next()` resolves with the next change heard. */
async function listen(headers: Record<string, string>, tab: string | null = null) {
  const stream: StreamAnswer = await postStream(stack.base, subscription(FEED, { tab }), headers);
  expect(stream.status).toBe(200);
  const next = async (): Promise<Change> => {
    const event = await stream.event();
    if (event.event !== 'next') throw new Error(`the stream ended (${event.event})`);
    return event.data.data!.entityChanged as Change;
  };
  return { next, close: () => stream.close() };
}

/** Every change heard until one that `last` picks, that one included. */
async function until(feed: { next: () => Promise<Change> }, last: (change: Change) => boolean): Promise<Change[]> {
  const heard = [await feed.next()];
  while (!last(heard.at(-1)!)) heard.push(await feed.next());
  return heard;
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

/** Puts a help domain's categories in the same order again: a change of that domain, on its website. */
async function reorderCategories(domainId: string) {
  const categories = (await gql('query($d: ID!) { helpCategories(domainId: $d) { id } }', { d: domainId })).data.helpCategories as {
    id: string;
  }[];
  const saved = await gql(
    'mutation($d: ID!, $ids: [ID!]!) { reorderHelpCategories(domainId: $d, categoryIds: $ids) { userErrors { message } } }',
    {
      d: domainId,
      ids: categories.map((c) => c.id),
    },
  );
  expect(saved.data.reorderHelpCategories.userErrors).toEqual([]);
}

describe('the live feed', () => {
  it('tells an admin who changed which fields of a user, without the values', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const admin = await listen(stack.auth);
    const id = await managerId();
    await renameUser(id, `live-${Date.now()}@example.com`, developer);
    const [change] = (await until(admin, (c) => c.operation === 'updateUser')).slice(-1);
    expect(change).toMatchObject({
      area: 'users',
      entityType: 'User',
      entityId: id,
      changedBy: 'developer@example.com',
      fields: ['email'],
    });
    expect(JSON.stringify(change)).not.toContain('live-');
    admin.close();
  });

  it('a manager hears the translations they read, not the users they may not see', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const manager = await listen(await stack.signIn(MANAGER));
    await renameUser(await managerId(), `hidden-${Date.now()}@example.com`, developer);
    const sectionId = await createSection(`after-${Date.now()}`, developer);
    const heard = await until(manager, (c) => c.entityId === sectionId);
    expect(heard.at(-1)).toMatchObject({ area: 'translations', operation: 'createSection' });
    expect(heard.filter((change) => change.area === 'users')).toEqual([]);
    manager.close();
  });

  it("a manager hears the help of the websites whose help they read, not another website's", async () => {
    // The demo manager reads the help of website 1 (domain 1), not of website 2 (domain 2).
    const manager = await listen(await stack.signIn(MANAGER));
    await reorderCategories('2');
    await reorderCategories('1');
    const heard = await until(manager, (c) => c.operation === 'reorderHelpCategories');
    expect(heard.at(-1)).toMatchObject({ area: 'help', entityId: '1' });
    manager.close();
  });

  it('a tab does not hear its own changes, and another session cannot mute it by naming the tab', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const tab = 'tab-a';
    const admin = await listen(stack.auth, tab);
    const own = await createSection(`own-${Date.now()}`, { ...stack.auth, 'x-tab-id': tab });
    const borrowed = await createSection(`borrowed-${Date.now()}`, { ...developer, 'x-tab-id': tab });
    const heard = await until(admin, (c) => c.entityId === borrowed);
    expect(heard.at(-1)).toMatchObject({ operation: 'createSection', changedBy: 'developer@example.com' });
    expect(heard.filter((change) => change.entityId === own)).toEqual([]);
    admin.close();
  });
});
