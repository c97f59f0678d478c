import type { UpstreamFeedEvent, UpstreamStreamRecord } from './client';
import { packStreamConfig, unpackStreamConfig } from './config-codec';
import { matchesSearch, mergeEvents } from './merge';
import { infrontSports } from './sports';

const feed = (id: string, rating: number): UpstreamFeedEvent => ({
  id,
  name: `Feed ${id}`,
  leagueName: 'League',
  startTime: '2026-11-25T10:00:00Z',
  rating,
});
const record = (streamId: string, startTime: string, extra: Partial<UpstreamStreamRecord> = {}): UpstreamStreamRecord => ({
  streamId,
  title: `Stream ${streamId}`,
  subtitle: null,
  startTime,
  endTime: startTime,
  live: false,
  automatic: null,
  manual: null,
  candidates: [feed(`${streamId}1`, 0.9), feed(`${streamId}2`, 0.4)],
  ...extra,
});

describe('mergeEvents', () => {
  const records = [
    record('a', '2026-11-25T12:00:00Z'),
    record('b', '2026-11-25T11:00:00Z', { automatic: feed('b1', 0.9) }),
    record('c', '2026-11-25T13:00:00Z', { automatic: feed('c1', 0.9) }),
    record('d', '2026-11-25T14:00:00Z', { automatic: feed('d1', 0.9) }),
    record('e', '2026-11-25T09:00:00Z', { manual: feed('e2', 0.4) }),
  ];

  it('puts manual pairings first, then automatic ones, then the rest, each by start time', () => {
    const stored = [{ streamId: 'c', streamEndDate: null, feedEventName: null, streamEvent: null, feedEvent: 'c2' }];
    const merged = mergeEvents('IMG_ARENA', 58, records, stored);
    expect(merged.map((e) => [e.record.streamId, e.pairing, e.paired?.id ?? null])).toEqual([
      ['e', 'MANUAL', 'e2'],
      ['c', 'MANUAL', 'c2'],
      ['b', 'AUTOMATIC', 'b1'],
      ['d', 'AUTOMATIC', 'd1'],
      ['a', 'NONE', null],
    ]);
  });

  it('lets a stored unpairing win over the automatic pairing', () => {
    const stored = [{ streamId: 'd', streamEndDate: null, feedEventName: null, streamEvent: null, feedEvent: null }];
    const d = mergeEvents('IMG_ARENA', 58, records, stored).find((e) => e.record.streamId === 'd')!;
    expect(d).toMatchObject({ pairing: 'NONE', paired: null });
  });

  it("searches the stream's title and id and the paired feed event", () => {
    const [e] = mergeEvents('IMG_ARENA', 58, records, []);
    expect(matchesSearch(e!, 'stream e')).toBe(true);
    expect(matchesSearch(e!, 'FEED E2')).toBe(true);
    expect(matchesSearch(e!, 'feed b')).toBe(false);
  });
});

describe('the stream configuration', () => {
  const upstream = [
    { parameter: 'stringSimilarityPercentage', value: '80' },
    { parameter: 'stringSimilarityPercentageInfront', value: '75' },
    { parameter: 'excludedRegionIds', value: '{"https://a.example":"1,2","https://gone.example":"9"}' },
    { parameter: 'excludedRegionIdsInfront', value: '{}' },
  ];

  it('unpacks the JSON maps by url into region id lists and packs them back unchanged', () => {
    const values = unpackStreamConfig(upstream);
    expect(values.imgArenaSimilarity).toBe(80);
    expect(values.imgArenaRegions.get('https://a.example')).toEqual(['1', '2']);
    expect(packStreamConfig(values)).toEqual(upstream);
  });

  it('fails readably on a map that is not JSON', () => {
    expect(() => unpackStreamConfig([{ parameter: 'excludedRegionIds', value: '{oops' }])).toThrow('unreadable excludedRegionIds');
  });
});

describe('infrontSports', () => {
  it('hides entries without an id or repeating one, and defaults to the first active sport', () => {
    const shown = infrontSports([
      { id: 1, name: 'Off', active: false },
      { name: 'No id', active: true },
      { id: 2, name: 'Two', active: true },
      { id: 2, name: 'Two again', active: true },
    ]);
    expect(shown).toEqual({
      sports: [
        { id: 1, name: 'Off' },
        { id: 2, name: 'Two' },
      ],
      defaultSportId: 2,
    });
  });
});
