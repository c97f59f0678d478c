import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';

// The command palette's search against the emulator: every source in one answer, each
// limited to what the viewer may read, and a failing source left out.

const stack = useEmulatorStack();
const { gql } = stack;
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };
const SEARCH = 'query($term: String!) { search(term: $term) { kind id label detail } }';

type Result = { kind: string; id: string; label: string; detail: string | null };
const kinds = (results: Result[]) => [...new Set(results.map((r) => r.kind))].sort();

describe('search', () => {
  it('finds a website by name and by url', async () => {
    const byName = (await gql(SEARCH, { term: 'star' })).data.search as Result[];
    expect(byName).toContainEqual({ kind: 'WEBSITE', id: '1', label: 'Star Bet', detail: 'https://starbet.example.com' });
    const byUrl = (await gql(SEARCH, { term: 'luckyplay.example' })).data.search as Result[];
    expect(byUrl.filter((r) => r.kind === 'WEBSITE').map((r) => r.label)).toEqual(['Lucky Play']);
  });

  it('asks every source an admin may read, at most five results each', async () => {
    const results = (await gql(SEARCH, { term: 'ac' })).data.search as Result[];
    expect(results.some((r) => r.kind === 'HELP_PAGE' && r.id === '1:1' && r.label === 'Open an account' && r.detail === 'Star Bet')).toBe(
      true,
    );
    for (const kind of kinds(results)) expect(results.filter((r) => r.kind === kind).length).toBeLessThanOrEqual(5);
    const users = (await gql(SEARCH, { term: 'admin@' })).data.search as Result[];
    expect(users).toContainEqual({ kind: 'USER', id: '1', label: 'admin@example.com', detail: null });
  });

  it('gives a manager only what their permissions let them read', async () => {
    const manager = await stack.signIn(MANAGER);
    const results = (await gql(SEARCH, { term: 'ex' }, manager)).data.search as Result[];
    expect(results.some((r) => r.kind === 'USER' || r.kind === 'ICON')).toBe(false);
    const websites = (await gql(SEARCH, { term: 'example.com' }, manager)).data.search as Result[];
    expect(websites.filter((r) => r.kind === 'WEBSITE').map((r) => r.id)).toEqual(['1', '2']);
    const help = (await gql(SEARCH, { term: 'bonus' }, manager)).data.search as Result[];
    expect(help.filter((r) => r.kind === 'HELP_PAGE')).toEqual([]);
  });

  it('answers the other sources when one upstream fails', async () => {
    await request(`${stack.emulatorUrl}/_dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: '500', path: '/websites' }),
    });
    try {
      const r = await gql(SEARCH, { term: 'bet' });
      expect(r.errors).toBeUndefined();
      expect((r.data.search as Result[]).some((x) => x.kind === 'WEBSITE')).toBe(false);
      expect((r.data.search as Result[]).some((x) => x.kind === 'HELP_PAGE')).toBe(true);
    } finally {
      await request(`${stack.emulatorUrl}/_dev/faults`, { method: 'DELETE' });
    }
  });

  it('finds SEO rules by name on the websites whose rules the viewer may read', async () => {
    const results = (await gql(SEARCH, { term: 'premier' })).data.search as Result[];
    expect(results).toContainEqual({
      kind: 'SEO_RULE',
      id: expect.stringMatching(/^1:en:/),
      label: 'Premier League',
      detail: 'Star Bet · league',
    });
    // Each rule is its own result: no two share an id (a client cache would merge them).
    const seo = results.filter((r) => r.kind === 'SEO_RULE');
    expect(new Set(seo.map((r) => r.id)).size).toBe(seo.length);
    // A sport's rule and its early-payout rule say which is which.
    const football = (await gql(SEARCH, { term: 'football' })).data.search as Result[];
    const starBet = football.filter((r) => r.kind === 'SEO_RULE' && r.id.startsWith('1:en:')).map((r) => r.detail);
    expect(starBet).toEqual(['Star Bet · sport', 'Star Bet · sport · early payout']);
    const manager = await stack.signIn(MANAGER, { onlinePermissions: null });
    const none = (await gql(SEARCH, { term: 'premier' }, manager)).data.search as Result[];
    expect(none.filter((r) => r.kind === 'SEO_RULE')).toEqual([]);
  });

  it('finds an icon by one of its slugs, and shows the slugs', async () => {
    const results = (await gql(SEARCH, { term: 'soccer' })).data.search as Result[];
    expect(results.find((r) => r.kind === 'ICON')).toMatchObject({ label: 'football', detail: expect.stringContaining('soccer') });
  });

  it('waits for two characters', async () => {
    expect((await gql(SEARCH, { term: ' s ' })).data.search).toEqual([]);
  });
});
