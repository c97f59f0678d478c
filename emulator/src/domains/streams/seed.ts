// The stream service's events (spec 001 §2.6, §3): per sport, streams with their feed
// candidates and ratings, generated from a fixed seed relative to the emulator's start
// (they are live schedule data, kept in memory), and the operator API's stored pairings
// and stream configuration (in the store).
import { seededRandom } from '../../seed/random';

export interface FeedEventRecord {
  id: number;
  name: string;
  oldName: string;
  leagueName: string;
  startTime: string;
  /** 0 to 1: how well the feed event matches the stream. */
  rating: number;
}

export interface ImgArenaEventRecord {
  streamEvent: {
    id: number;
    oldTitle: string;
    title: string;
    startDate: string;
    startTime: string;
    endDate: string;
    tournament: { name: string };
  };
  pairedFeedEvent: FeedEventRecord | null;
  manuallyPairedEvent: FeedEventRecord | null;
  feedEvents: FeedEventRecord[];
}

export interface InfrontEventRecord {
  streamEvent: {
    eventId: string;
    title: string;
    locationName: string;
    startTime: string;
    estimatedEndTime: string | null;
    eventStatusCode: string;
  };
  pairedFeedEvent: FeedEventRecord | null;
  manuallyPairedEvent: FeedEventRecord | null;
  feedEvents: FeedEventRecord[];
}

/** A manual pairing as the operator API stores it; `feedEvent` null: explicitly unpaired. */
export interface PairedEventRecord {
  streamId: string;
  streamEndDate: string;
  feedEventName: string | null;
  streamEvent: string;
  feedEvent: number | null;
}

export interface StreamCollections {
  streamPairings: { imgarena: PairedEventRecord[]; infront: PairedEventRecord[] };
  streamConfig: { parameter: string; value: string }[];
}

const TEAMS = [
  'Red Star',
  'Partizan',
  'Dinamo',
  'Hajduk',
  'Rapid',
  'Sturm',
  'Olimpija',
  'Vojvodina',
  'Sarajevo',
  'Zeljeznicar',
  'Buducnost',
  'Vardar',
  'Maribor',
  'Rijeka',
  'Osijek',
  'Radnicki',
];
const LEAGUES = ['Premier League', 'Super Liga', 'Cup', 'Champions Series', 'First League', 'Open'];
const LOCATIONS = ['Arena One', 'City Hall', 'National Stadium', 'Olympic Park', 'Riverside Court'];
const STATUS_CODES = ['O', 'S', 'S', 'C'];

interface Fixture {
  index: number;
  home: string;
  away: string;
  league: string;
  start: number;
  candidates: FeedEventRecord[];
  /** The automatic pairing: the best candidate when it rates 0.8 or more. */
  automatic: FeedEventRecord | null;
}

/** A sport's fixtures: ids `{sportId}{3 digits}`, feed ids `{sportId}{3 digits}{digit}`, starting from an hour before `now`. */
function fixtures(sportId: number, now: number): Fixture[] {
  const next = seededRandom(sportId * 7919);
  const count = sportId === 58 ? 14 : 4 + Math.floor(next() * 6);
  const out: Fixture[] = [];
  for (let index = 1; index <= count; index++) {
    const home = TEAMS[Math.floor(next() * TEAMS.length)]!;
    let away = TEAMS[Math.floor(next() * TEAMS.length)]!;
    if (away === home) away = TEAMS[(TEAMS.indexOf(home) + 3) % TEAMS.length]!;
    const league = LEAGUES[Math.floor(next() * LEAGUES.length)]!;
    const start = Math.floor(now / 900_000) * 900_000 + (index * 3 - 1) * 3_600_000 + Math.floor(next() * 4) * 900_000;
    const candidates: FeedEventRecord[] = [];
    const candidateCount = 3 + Math.floor(next() * 3);
    for (let c = 0; c < candidateCount; c++) {
      const exact = c === 0;
      const otherHome = TEAMS[Math.floor(next() * TEAMS.length)]!;
      const name = exact ? `${home} - ${away}` : `${otherHome} - ${c % 2 ? away : home}`;
      candidates.push({
        id: (sportId * 1000 + index) * 10 + c,
        name,
        oldName: name,
        leagueName: exact ? league : LEAGUES[Math.floor(next() * LEAGUES.length)]!,
        startTime: new Date(start + (exact ? 0 : Math.floor(next() * 8) * 900_000)).toISOString(),
        rating: Math.round((exact ? 0.7 + next() * 0.29 : 0.2 + next() * 0.45) * 10000) / 10000,
      });
    }
    candidates.sort((a, b) => b.rating - a.rating);
    out.push({ index, home, away, league, start, candidates, automatic: candidates[0]!.rating >= 0.8 ? candidates[0]! : null });
  }
  return out;
}

function manual(pairings: readonly PairedEventRecord[], streamId: string, candidates: readonly FeedEventRecord[]): FeedEventRecord | null {
  const pairing = pairings.find((p) => p.streamId === streamId);
  return pairing?.feedEvent ? (candidates.find((c) => c.id === pairing.feedEvent) ?? null) : null;
}

export function imgArenaEvents(sportId: number, now: number, pairings: readonly PairedEventRecord[]): ImgArenaEventRecord[] {
  return fixtures(sportId, now).map((f) => {
    const id = sportId * 1000 + f.index;
    const start = new Date(f.start).toISOString();
    return {
      streamEvent: {
        id,
        oldTitle: `${f.home} v ${f.away}`,
        title: `${f.home} vs ${f.away}`,
        startDate: start.slice(0, 10),
        startTime: start.slice(11, 19),
        endDate: new Date(f.start + 2 * 3_600_000).toISOString(),
        tournament: { name: f.league },
      },
      pairedFeedEvent: f.automatic,
      manuallyPairedEvent: manual(pairings, String(id), f.candidates),
      feedEvents: f.candidates,
    };
  });
}

export function infrontEvents(sportId: number, now: number, pairings: readonly PairedEventRecord[]): InfrontEventRecord[] {
  // Offset from the Img Arena schedule, so the two lists of one sport differ.
  return fixtures(sportId + 500, now).map((f, index) => {
    const eventId = `IF-${sportId}-${f.index}`;
    return {
      streamEvent: {
        eventId,
        title: `${f.home} - ${f.away}`,
        locationName: LOCATIONS[index % LOCATIONS.length]!,
        startTime: new Date(f.start).toISOString(),
        // Some streams announce no end: the product shows start + 6 hours.
        estimatedEndTime: index % 3 === 1 ? null : new Date(f.start + 3 * 3_600_000).toISOString(),
        eventStatusCode: STATUS_CODES[index % STATUS_CODES.length]!,
      },
      pairedFeedEvent: f.automatic,
      manuallyPairedEvent: manual(pairings, eventId, f.candidates),
      feedEvents: f.candidates,
    };
  });
}

export function seedStreams(): StreamCollections {
  return {
    streamPairings: {
      // Football 58: stream 58002 paired by hand with its second candidate, 58005 explicitly unpaired.
      imgarena: [
        { streamId: '58002', streamEndDate: '2099-01-01T00:00:00.000Z', feedEventName: null, streamEvent: 'seed', feedEvent: 580021 },
        { streamId: '58005', streamEndDate: '2099-01-01T00:00:00.000Z', feedEventName: null, streamEvent: 'seed', feedEvent: null },
      ],
      infront: [
        { streamId: 'IF-58-3', streamEndDate: '2099-01-01T00:00:00.000Z', feedEventName: null, streamEvent: 'seed', feedEvent: 5580031 },
      ],
    },
    streamConfig: [
      { parameter: 'stringSimilarityPercentage', value: '80' },
      { parameter: 'stringSimilarityPercentageInfront', value: '75' },
      {
        parameter: 'excludedRegionIds',
        value: JSON.stringify({ 'https://starbet.example.com': '1001,1002', 'https://luckyplay.example.com': '2001' }),
      },
      { parameter: 'excludedRegionIdsInfront', value: JSON.stringify({ 'https://starbet.example.com': '3001' }) },
    ],
  };
}
