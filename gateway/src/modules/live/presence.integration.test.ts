import { useEmulatorStack } from '../../test/emulator-stack';
import { postStream, subscription } from '../../test/live-stream';

// Who else is here (issues 28 and 39): staff on the same edit screen see each other as they come
// and go; a record is watched only by who may read it, on the website it belongs to.

const stack = useEmulatorStack();
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };
const WATCH = 'subscription($resource: String!, $tab: String) { whoElseIsHere(resource: $resource, tab: $tab) { email } }';

async function watch(headers: Record<string, string>, resource: string, tab: string) {
  const stream = await postStream(stack.base, subscription(WATCH, { resource, tab }), headers);
  return {
    next: async () => {
      const event = await stream.event();
      if (event.event !== 'next') throw new Error(`the stream ended (${event.event})`);
      if (event.data.errors) throw new Error(JSON.stringify(event.data.errors));
      return (event.data.data!.whoElseIsHere as { email: string }[]).map((member) => member.email);
    },
    leave: () => stream.close(),
  };
}

/** A help page of the domain (1: website 1's, 2: website 2's). */
async function pageOf(domainId: string): Promise<string> {
  const categories = await stack.gql('query($d: ID!) { helpCategories(domainId: $d) { pages { id } } }', { d: domainId });
  return categories.data.helpCategories[0].pages[0].id as string;
}

describe('who else is here', () => {
  it('shows each the other while both have the screen open, and forgets the one who leaves', async () => {
    const resource = 'User:20';
    const admin = await watch(stack.auth, resource, 'admin-tab');
    expect(await admin.next()).toEqual([]);
    const developer = await watch(await stack.signIn(DEVELOPER), resource, 'developer-tab');
    expect(await developer.next()).toEqual(['admin@example.com']);
    expect(await admin.next()).toEqual(['developer@example.com']);
    developer.leave();
    expect(await admin.next()).toEqual([]);
    admin.leave();
  });

  it('is refused for a record the viewer may not read, and for anything that is not a record', async () => {
    const manager = await watch(await stack.signIn(MANAGER), 'User:20', 'manager-tab');
    await expect(manager.next()).rejects.toThrow('FORBIDDEN');
    const odd = await watch(stack.auth, 'anything', 'tab');
    await expect(odd.next()).rejects.toThrow('BAD_USER_INPUT');
  });

  it('shows who else has a configuration open: an icon, the Big Jackpot, and records named by their parts (an SEO rule, a sport tooltip)', async () => {
    for (const resource of ['Icon:1', 'BigJackpot:big-jackpot', 'SeoRule:1:1:SPORT:1:', 'SportTooltip:1:promo_tip']) {
      const admin = await watch(stack.auth, resource, 'admin-tab');
      expect(await admin.next()).toEqual([]);
      const developer = await watch(await stack.signIn(DEVELOPER), resource, 'developer-tab');
      expect(await developer.next()).toEqual(['admin@example.com']);
      expect(await admin.next()).toEqual(['developer@example.com']);
      developer.leave();
      admin.leave();
    }
  });

  it("shows a help page's editors only to who reads the help of its website", async () => {
    const manager = await stack.signIn(MANAGER);
    const far = await pageOf('2');
    const admin = await watch(stack.auth, `HelpPage:${far}`, 'admin-tab');
    expect(await admin.next()).toEqual([]);
    await expect((await watch(manager, `HelpPage:${far}`, 'manager-tab')).next()).rejects.toThrow('FORBIDDEN');
    const near = await watch(manager, `HelpPage:${await pageOf('1')}`, 'manager-tab');
    expect(await near.next()).toEqual([]);
    near.leave();
    admin.leave();
  });
});
