import { useEmulatorStack } from '../../test/emulator-stack';

// Trending configuration through the real HTTP stack against the in-process emulator.

const stack = useEmulatorStack();
const { gql } = stack;

const READ = `query($sportId: Int) { trending(sportId: $sportId) { sportId templates { id name }
  websites { website { id name } betshopId templateIds } } }`;
const SAVE = `mutation($input: SaveTrendingInput!) { saveTrending(input: $input) {
  configuration { sportId templates { id name } websites { website { id } templateIds } } userErrors { field message } } }`;
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };

const shown = (websites: { website: { id: string }; templateIds: number[] }[]) =>
  Object.fromEntries(websites.filter((w) => w.templateIds.length > 0).map((w) => [w.website.id, w.templateIds]));

describe('trending against the emulator', () => {
  it('reads Basketball by default: its templates with names and the websites showing them', async () => {
    const r = await gql('{ trending { sportId templates { id name } websites { website { id name } betshopId templateIds } } }');
    expect(r.errors).toBeUndefined();
    expect(r.data.trending.sportId).toBe(55);
    expect(r.data.trending.templates).toEqual([
      { id: 5501, name: 'Match Winner' },
      { id: 5504, name: 'Total Over/Under' },
      { id: 5505, name: 'Handicap' },
    ]);
    expect(r.data.trending.websites[0]).toEqual({ website: { id: '1', name: 'Star Bet' }, betshopId: '1', templateIds: [5501, 5504] });
    expect(shown(r.data.trending.websites)).toEqual({ '1': [5501, 5504], '3': [5505] });
  });

  it('searches a sport’s templates by name or id, from two characters', async () => {
    const byName = await gql('{ gameTemplates(sportId: 56, search: "hand") { items { id name } totalItems } }');
    expect(byName.data.gameTemplates.items).toEqual([
      { id: 5605, name: 'Handicap' },
      { id: 5606, name: 'Asian Handicap' },
    ]);
    expect(byName.data.gameTemplates.totalItems).toBe(2);
    expect((await gql('{ gameTemplates(sportId: 56, search: "5612") { items { name } } }')).data.gameTemplates.items).toEqual([
      { name: 'Odd/Even' },
    ]);
    const short = await gql('{ gameTemplates(sportId: 56, search: " h ") { totalItems } }');
    expect(short.errors?.[0]).toMatchObject({ message: 'Search needs at least 2 characters.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('saves one sport and reads it back, leaving the other sports as they were', async () => {
    const football = (await gql(READ, { sportId: 58 })).data.trending;
    const saved = await gql(SAVE, {
      input: {
        sportId: 56,
        templateIds: [5601, 5612],
        websites: [
          { websiteId: '2', templateIds: [5612] },
          { websiteId: '4', templateIds: [5601, 5612] },
        ],
      },
    });
    expect(saved.data.saveTrending.userErrors).toEqual([]);
    const read = (await gql(READ, { sportId: 56 })).data.trending;
    expect(read.templates).toEqual([
      { id: 5601, name: 'Match Winner' },
      { id: 5612, name: 'Odd/Even' },
    ]);
    expect(shown(read.websites)).toEqual({ '2': [5612], '4': [5601, 5612] });
    expect(saved.data.saveTrending.configuration).toEqual({
      sportId: 56,
      templates: read.templates,
      websites: read.websites.map((w: { website: { id: string }; templateIds: number[] }) => ({
        website: { id: w.website.id },
        templateIds: w.templateIds,
      })),
    });
    expect((await gql(READ, { sportId: 58 })).data.trending).toEqual(football);
  });

  it('refuses a template the sport does not have, and saves nothing', async () => {
    const before = (await gql(READ, { sportId: 55 })).data.trending;
    const r = await gql(SAVE, { input: { sportId: 55, templateIds: [5501, 5899], websites: [] } });
    expect(r.data.saveTrending).toEqual({
      configuration: null,
      userErrors: [{ field: 'templateIds', message: '5899 is not a game template of Basketball.' }],
    });
    expect((await gql(READ, { sportId: 55 })).data.trending).toEqual(before);
  });

  it('is for admins and developers only', async () => {
    const manager = await stack.signIn(MANAGER, { onlinePermissions: null });
    for (const query of [
      gql(READ, {}, manager),
      gql('{ trendingSports { id } }', {}, manager),
      gql(SAVE, { input: { sportId: 55, templateIds: [], websites: [] } }, manager),
    ]) {
      expect((await query).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql(READ, { sportId: 55 })).data.trending.templates).toHaveLength(3);
  });

  it('lists about 150 sports with the spec’s examples', async () => {
    const sports = (await gql('{ trendingSports { id name } }')).data.trendingSports as { id: number; name: string }[];
    expect(sports.length).toBeGreaterThan(140);
    expect(sports).toEqual(
      expect.arrayContaining([
        { id: 54, name: 'Volleyball' },
        { id: 55, name: 'Basketball' },
        { id: 56, name: 'Tennis' },
        { id: 58, name: 'Football' },
      ]),
    );
    expect(new Set(sports.map((s) => s.id)).size).toBe(sports.length);
  });
});

describe('trending with its service down', () => {
  // Nothing listens on port 9: the trending host is unreachable, the operator API is not.
  const down = useEmulatorStack({ TRENDING_URL: 'http://127.0.0.1:9' });

  it('says the trending service is unavailable, while the rest of the API answers', async () => {
    const r = await down.gql(READ);
    expect(r.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(r.errors?.[0]?.message).toMatch(/trending service/);
    expect((await down.gql('{ paymentCurrencies }')).data.paymentCurrencies).toHaveLength(5);
  });
});

describe('versions (issue 28)', () => {
  it("answers a sport's version, the same until it changes, and a new one with the save", async () => {
    const read = async () =>
      (await stack.gql('{ trending(sportId: 55) { version templates { id } websites { website { id } templateIds } } }')).data.trending;
    const first = await read();
    expect(first.version).toMatch(/^v1:[\w-]{22}$/);
    expect((await read()).version).toBe(first.version);
    const saved = await stack.gql(
      `mutation($input: SaveTrendingInput!) { saveTrending(input: $input) { configuration { version } userErrors { message code } } }`,
      {
        input: {
          sportId: 55,
          templateIds: first.templates.map((t: { id: number }) => t.id),
          websites: first.websites.map((w: { website: { id: string }; templateIds: number[] }) => ({
            websiteId: w.website.id,
            templateIds: [],
          })),
          baseVersion: first.version,
        },
      },
    );
    expect(saved.data.saveTrending.userErrors).toEqual([]);
    expect((await read()).version).toBe(saved.data.saveTrending.configuration.version);
  });
});
