import { setBounded } from '../upstream/session-cache';

// Time-zone names as the runtime knows them (issue 42). Building an Intl.DateTimeFormat per
// spelling to learn its canonical name let ICU keep something for each of 30,000 spellings
// (~100 MB on one replica); the names are read once from Intl.supportedValuesOf into a map
// keyed by lower case, so any letter case of a known zone costs one lookup and no formatter.
// A name the list leaves out (aliases such as 'Asia/Kolkata' or 'Etc/UTC', which browsers may
// send and the gateway always accepted) is asked of ICU once per lower-case spelling, and the
// answer (refusal included) is remembered in a bounded map.

/** Aliases and refusals remembered by lower-case spelling; the zones themselves are ~420. */
const MAX_OTHER_SPELLINGS = 1_000;

let known: ReadonlyMap<string, string> | undefined;
const others = new Map<string, string | null>();

function knownZones(): ReadonlyMap<string, string> {
  if (!known) {
    const names = new Map<string, string>();
    for (const name of [...Intl.supportedValuesOf('timeZone'), 'UTC']) names.set(name.toLowerCase(), name);
    known = names;
  }
  return known;
}

function askRuntime(spelling: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: spelling }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The canonical name of a zone in any letter case ("europe/BELGRADE" → "Europe/Belgrade"); null when unknown. */
export function zoneNamed(spelling: string): string | null {
  const lower = spelling.toLowerCase();
  const canonical = knownZones().get(lower);
  if (canonical !== undefined) return canonical;
  let other = others.get(lower);
  if (other === undefined) {
    other = askRuntime(lower);
    setBounded(others, lower, other, MAX_OTHER_SPELLINGS);
  }
  return other;
}

/** How many zones the map holds and how many other spellings are remembered (tests, /healthz). */
export const zoneNameCounts = () => ({ zones: knownZones().size, otherSpellings: others.size });
