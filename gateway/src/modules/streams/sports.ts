import { FEED_SPORTS } from '../../sports';

// The providers' built-in sports (spec 001 §3): Img Arena's 20, and Infront's list as its
// feed gives it, with entries that have no id or repeat one (hidden) and inactive ones.

export interface ProviderSport {
  id: number;
  name: string;
}

export const IMG_ARENA_DEFAULT_SPORT = 58;

/** Img Arena streams the operator feed's twenty sports. */
export const IMG_ARENA_SPORTS: readonly ProviderSport[] = FEED_SPORTS;

interface InfrontEntry {
  id?: number;
  name: string;
  active: boolean;
}

const INFRONT_ENTRIES: readonly InfrontEntry[] = [
  { id: 83, name: 'Alpine Skiing', active: false },
  { id: 58, name: 'Football', active: true },
  { id: 60, name: 'Ice Hockey', active: true },
  { name: 'Biathlon', active: true },
  { id: 55, name: 'Basketball', active: true },
  { id: 85, name: 'Ski Jumping', active: true },
  { id: 58, name: 'Soccer', active: true },
  { id: 61, name: 'Handball', active: true },
  { id: 54, name: 'Volleyball', active: false },
  { id: 87, name: 'Speed Skating', active: true },
  { id: 80, name: 'Cycling', active: true },
  { id: 56, name: 'Tennis', active: true },
];

/** Infront's sports as shown: no entry without an id, none repeating an earlier id. */
export function infrontSports(entries: readonly InfrontEntry[] = INFRONT_ENTRIES): { sports: ProviderSport[]; defaultSportId: number } {
  const seen = new Set<number>();
  const shown = entries.filter((e): e is InfrontEntry & { id: number } => e.id !== undefined && !seen.has(e.id) && Boolean(seen.add(e.id)));
  const first = shown.find((e) => e.active) ?? shown[0];
  return { sports: shown.map(({ id, name }) => ({ id, name })), defaultSportId: first?.id ?? 0 };
}
