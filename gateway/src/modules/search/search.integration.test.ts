import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';

// The command palette's search against the emulator: every source in one answer, each
// limited to what the viewer may read, and a failing source left out.

const stack = useEmulatorStack();
const { gql } = stack;
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };
const GROUPS = 'query($term: String!) { search(term: $term) { kind totalCount results { kind id label detail } } }';

type Result = { kind: string; id: string; label: string; detail: string | null };
type Group = { kind: string; totalCount: number | null; results: Result[] };
const kinds = (results: Result[]) => [...new Set(results.map((r) => r.kind))].sort();

/** The groups' results in one list (each result names its kind). */
async function search(
  term: string,
  headers?: Record<string, string>,
): Promise<{ errors?: unknown[]; data: { search: Result[]; groups: Group[] } }> {
  const r = await gql(GROUPS, { term }, headers);
  const groups = (r.data?.search ?? []) as Group[];
  return { errors: r.errors, data: { search: groups.flatMap((g) => g.results), groups } };
}

describe('search', () => {
  it('finds a website by name and by url', async () => {
    const byName = (await search('star')).data.search;
    expect(byName).toContainEqual({ kind: 'WEBSITE', id: '1', label: 'Star Bet', detail: 'https://starbet.example.com' });
    const byUrl = (await search('luckyplay.example')).data.search;
    expect(byUrl.filter((r) => r.kind === 'WEBSITE').map((r) => r.label)).toEqual(['Lucky Play']);
  });

  it('asks every source an admin may read, at most five results each', async () => {
    const results = (await search('ac')).data.search;
    expect(results.some((r) => r.kind === 'HELP_PAGE' && r.id === '1:1' && r.label === 'Open an account' && r.detail === 'Star Bet')).toBe(
      true,
    );
    for (const kind of kinds(results)) expect(results.filter((r) => r.kind === kind).length).toBeLessThanOrEqual(5);
    // A group cut to five says how many there are in all.
    const { groups } = (await search('staff')).data;
    const userGroup = groups.find((g) => g.kind === 'USER')!;
    expect(userGroup.results).toHaveLength(5);
    expect(userGroup.totalCount).toBeGreaterThan(5);
    const users = (await search('admin@')).data.search;
    expect(users).toContainEqual({ kind: 'USER', id: '1', label: 'admin@example.com', detail: null });
  });

  it('gives a manager only what their permissions let them read', async () => {
    const manager = await stack.signIn(MANAGER);
    const results = (await search('ex', manager)).data.search;
    expect(results.some((r) => r.kind === 'USER' || r.kind === 'ICON')).toBe(false);
    const websites = (await search('example.com', manager)).data.search;
    expect(websites.filter((r) => r.kind === 'WEBSITE').map((r) => r.id)).toEqual(['1', '2']);
    const help = (await search('bonus', manager)).data.search;
    expect(help.filter((r) => r.kind === 'HELP_PAGE')).toEqual([]);
  });

  it('answers the other sources when one upstream fails', async () => {
    await request(`${stack.emulatorUrl}/_dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: '500', path: '/websites' }),
    });
    try {
      const r = await search('bet');
      expect(r.errors).toBeUndefined();
      expect(r.data.search.some((x) => x.kind === 'WEBSITE')).toBe(false);
      expect(r.data.search.some((x) => x.kind === 'HELP_PAGE')).toBe(true);
    } finally {
      await request(`${stack.emulatorUrl}/_dev/faults`, { method: 'DELETE' });
    }
  });

  it('finds SEO rules by name on the websites whose rules the viewer may read', async () => {
    const { search: results, groups } = (await search('premier')).data;
    // Only the first websites are searched: how many match on the others is not known.
    expect(groups.find((g) => g.kind === 'SEO_RULE')!.totalCount).toBeNull();
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
    const football = (await search('football')).data.search;
    const starBet = football.filter((r) => r.kind === 'SEO_RULE' && r.id.startsWith('1:en:')).map((r) => r.detail);
    expect(starBet).toEqual(['Star Bet · sport', 'Star Bet · sport · early payout']);
    const manager = await stack.signIn(MANAGER, { onlinePermissions: null });
    const none = (await search('premier', manager)).data.search;
    expect(none.filter((r) => r.kind === 'SEO_RULE')).toEqual([]);
  });

  it('finds a help page by a title in another language, with its website, and counts every match', async () => {
    const { search: results, groups } = (await search('eröffne')).data;
    expect(results.filter((r) => r.kind === 'HELP_PAGE')).toEqual([
      { kind: 'HELP_PAGE', id: '1:1', label: 'Open an account', detail: 'Star Bet' },
    ]);
    expect(groups.find((g) => g.kind === 'HELP_PAGE')!.totalCount).toBe(1);
  });

  it('finds an icon by one of its slugs, and shows the slugs', async () => {
    const results = (await search('soccer')).data.search;
    expect(results.find((r) => r.kind === 'ICON')).toMatchObject({ label: 'football', detail: expect.stringContaining('soccer') });
  });

  it('waits for two characters', async () => {
    expect((await search(' s ')).data.search).toEqual([]);
  });
});
