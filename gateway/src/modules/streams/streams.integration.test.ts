import { useEmulatorStack } from '../../test/emulator-stack';

// Stream pairing through the real HTTP stack against the in-process emulator.

const stack = useEmulatorStack();
const { gql } = stack;

const EVENTS = `query($provider: StreamProvider!, $sportId: Int!, $search: String) { streamEvents(provider: $provider, sportId: $sportId, search: $search) {
  id streamId title startTime endTime live pairing matchIndex pairedFeedEvent { id name rating } candidates { id rating } } }`;
const PAIR = `mutation($input: PairStreamEventInput!) { pairStreamEvent(input: $input) {
  event { streamId pairing matchIndex pairedFeedEvent { id } } userErrors { field message } } }`;
const CONFIG =
  '{ streamConfiguration { imgArenaSimilarity infrontSimilarity websites { website { id url } imgArenaExcludedRegionIds infrontExcludedRegionIds } } }';
const SAVE_CONFIG = `mutation($input: SaveStreamConfigurationInput!) { saveStreamConfiguration(input: $input) {
  configuration { imgArenaSimilarity websites { website { id } imgArenaExcludedRegionIds infrontExcludedRegionIds } } userErrors { field message } } }`;
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };
const imgArena = (level: string | null) =>
  JSON.stringify({
    permissions: level ? { 'CONFIGURATION.IMG_ARENA': level } : {},
    onlineWebsitePermissions: {},
    onlineHelpPermissions: {},
  });

type Event = {
  streamId: string;
  pairing: string;
  startTime: string;
  matchIndex: number | null;
  pairedFeedEvent: { id: string } | null;
  candidates: { id: string }[];
};
const football = async () => (await gql(EVENTS, { provider: 'IMG_ARENA', sportId: 58 })).data.streamEvents as Event[];

describe('stream pairing against the emulator', () => {
  it('lists Football: the seeded manual pairing first, then automatic ones, then the rest, each by start time', async () => {
    const events = await football();
    expect(events[0]).toMatchObject({ streamId: '58002', pairing: 'MANUAL', matchIndex: null, pairedFeedEvent: { id: '580021' } });
    expect(events.find((e) => e.streamId === '58005')).toMatchObject({ pairing: 'NONE', pairedFeedEvent: null });
    const rank = { MANUAL: 0, AUTOMATIC: 1, NONE: 2 } as Record<string, number>;
    for (let i = 1; i < events.length; i++) {
      const [a, b] = [events[i - 1]!, events[i]!];
      expect(rank[a.pairing]! < rank[b.pairing]! || (a.pairing === b.pairing && a.startTime <= b.startTime)).toBe(true);
    }
    const automatic = events.find((e) => e.pairing === 'AUTOMATIC')!;
    expect(automatic.matchIndex).toBeGreaterThanOrEqual(0.8);
  });

  it('pairs a stream with another candidate, shows it as manual after a reload, and unpairs it', async () => {
    const target = (await football()).find((e) => e.pairing === 'AUTOMATIC')!;
    const other = target.candidates.find((c) => c.id !== target.pairedFeedEvent!.id)!;
    const paired = await gql(PAIR, { input: { provider: 'IMG_ARENA', sportId: 58, streamId: target.streamId, feedEventId: other.id } });
    expect(paired.data.pairStreamEvent).toEqual({
      event: { streamId: target.streamId, pairing: 'MANUAL', matchIndex: null, pairedFeedEvent: { id: other.id } },
      userErrors: [],
    });
    expect((await football()).find((e) => e.streamId === target.streamId)).toMatchObject({
      pairing: 'MANUAL',
      pairedFeedEvent: { id: other.id },
    });
    const unpaired = await gql(PAIR, { input: { provider: 'IMG_ARENA', sportId: 58, streamId: target.streamId, feedEventId: null } });
    expect(unpaired.data.pairStreamEvent.event).toMatchObject({ pairing: 'NONE', pairedFeedEvent: null });
    expect((await football()).find((e) => e.streamId === target.streamId)).toMatchObject({ pairing: 'NONE' });
  });

  it('refuses a feed event that is not a candidate, and stores nothing', async () => {
    const before = await football();
    const r = await gql(PAIR, { input: { provider: 'IMG_ARENA', sportId: 58, streamId: '58001', feedEventId: '999' } });
    expect(r.data.pairStreamEvent).toEqual({
      event: null,
      userErrors: [{ field: 'feedEventId', message: 'This feed event is not a candidate of the stream.' }],
    });
    expect(await football()).toEqual(before);
  });

  it('lists Infront streams with the live flag and the six-hour fallback end', async () => {
    const events = (await gql(EVENTS, { provider: 'INFRONT', sportId: 58 })).data.streamEvents as (Event & {
      live: boolean;
      endTime: string;
    })[];
    expect(events.some((e) => e.live)).toBe(true);
    const open = events.filter((e) => Date.parse(e.endTime) - Date.parse(e.startTime) === 6 * 3_600_000);
    expect(open.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({ streamId: 'IF-58-3', pairing: 'MANUAL' });
  });

  it('searches by title or id', async () => {
    const all = await football();
    const hit = await gql(EVENTS, { provider: 'IMG_ARENA', sportId: 58, search: '58003' });
    expect(hit.data.streamEvents.map((e: Event) => e.streamId)).toEqual(['58003']);
    expect(all.length).toBeGreaterThan(10);
  });

  it('unpacks the configuration by website, saves it packed and reads it back', async () => {
    const config = (await gql(CONFIG)).data.streamConfiguration;
    expect(config).toMatchObject({ imgArenaSimilarity: 80, infrontSimilarity: 75 });
    expect(config.websites[0]).toEqual({
      website: { id: '1', url: 'https://starbet.example.com' },
      imgArenaExcludedRegionIds: ['1001', '1002'],
      infrontExcludedRegionIds: ['3001'],
    });
    const saved = await gql(SAVE_CONFIG, {
      input: {
        imgArenaSimilarity: 65,
        infrontSimilarity: 70,
        websites: [{ websiteId: '3', imgArenaExcludedRegionIds: ['4001', ' 4002 '], infrontExcludedRegionIds: [] }],
      },
    });
    expect(saved.data.saveStreamConfiguration.userErrors).toEqual([]);
    const read = (await gql(CONFIG)).data.streamConfiguration;
    expect(read).toMatchObject({ imgArenaSimilarity: 65, infrontSimilarity: 70 });
    expect(read.websites.find((w: { website: { id: string } }) => w.website.id === '3').imgArenaExcludedRegionIds).toEqual([
      '4001',
      '4002',
    ]);
    expect(read.websites[0].imgArenaExcludedRegionIds).toEqual(['1001', '1002']);
  });

  it("answers the spec's message for a similarity out of range, and region ids must be numbers", async () => {
    const r = await gql(SAVE_CONFIG, {
      input: {
        imgArenaSimilarity: 101,
        infrontSimilarity: -1,
        websites: [{ websiteId: '1', imgArenaExcludedRegionIds: ['abc'], infrontExcludedRegionIds: [] }],
      },
    });
    expect(r.data.saveStreamConfiguration.userErrors).toEqual([
      { field: 'imgArenaSimilarity', message: 'Value must be a number between 0 and 100' },
      { field: 'infrontSimilarity', message: 'Value must be a number between 0 and 100' },
      { field: 'websites.0', message: 'Region ids of Star Bet must be numbers.' },
    ]);
  });

  it('lets a reader read but not pair or save', async () => {
    const reader = await stack.signIn(MANAGER, { onlinePermissions: imgArena('read') });
    expect((await gql(EVENTS, { provider: 'IMG_ARENA', sportId: 58 }, reader)).data.streamEvents.length).toBeGreaterThan(0);
    const pair = await gql(PAIR, { input: { provider: 'IMG_ARENA', sportId: 58, streamId: '58001', feedEventId: null } }, reader);
    expect(pair.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const save = await gql(SAVE_CONFIG, { input: { imgArenaSimilarity: 1, infrontSimilarity: 1, websites: [] } }, reader);
    expect(save.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const outsider = await stack.signIn(MANAGER, { onlinePermissions: imgArena(null) });
    expect((await gql(CONFIG, {}, outsider)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('stream pairing with the stream service down', () => {
  // Nothing listens on port 9: the stream service is unreachable, the operator API is not.
  const down = useEmulatorStack({ STREAM_URL: 'http://127.0.0.1:9' });

  it('says the stream service is unavailable for the pairs, while the configuration still loads', async () => {
    const r = await down.gql(EVENTS, { provider: 'IMG_ARENA', sportId: 58 });
    expect(r.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(r.errors?.[0]?.message).toMatch(/stream service/);
    expect((await down.gql(CONFIG)).data.streamConfiguration.imgArenaSimilarity).toBe(80);
  });
});
