import { MAX_RANGE_DAYS, RANGE_TOO_LONG } from '@backoffice/rules/payments';
import { badUserInput } from '../../errors';

// The report's dates are calendar days where the user is (spec 001 §9: from 00:00:00 of the
// start day to 23:59:59 of the end day). The browser sends its IANA zone; the gateway turns
// the days into the instants the upstream filters on, DST included, and refuses a range
// the date pickers would not allow (From after To, or To after today).

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Formatters by canonical zone name: Intl knows about 600 zones, so this stays small. */
const MAX_FORMATTERS = 1_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function newFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/**
 * The canonical name of a zone ("europe/BELGRADE" → "Europe/Belgrade"). Names are accepted in
 * any letter case, so the cache is keyed by this name, never by what the client sent.
 */
export function canonicalZone(timeZone: string): string {
  if (formatters.has(timeZone)) return timeZone;
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone }).resolvedOptions().timeZone;
  } catch {
    throw badUserInput(`Unknown time zone ${timeZone}.`, 'timeZone');
  }
}

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    const canonical = canonicalZone(timeZone);
    format = formatters.get(canonical) ?? newFormatter(canonical);
    if (!formatters.has(canonical) && formatters.size < MAX_FORMATTERS) formatters.set(canonical, format);
  }
  return format;
}

/** How many formatters the replica holds (tests). */
export const cachedZoneCount = () => formatters.size;

/** The wall-clock fields of an instant in a zone. */
function wallClock(
  instant: number,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** How far the zone's wall clock is ahead of UTC at an instant (ms). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - whole;
}

/** The instant a wall-clock time in the zone names (the later offset when DST repeats an hour). */
function zonedInstant(year: number, month: number, day: number, time: [number, number, number, number], timeZone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, ...time);
  const first = asUtc - offsetAt(asUtc, timeZone);
  return asUtc - offsetAt(first, timeZone);
}

/** YYYY-MM-DD of an instant in the zone. */
export function dayOf(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** `YYYY-MM-DD HH:mm:ss` of an instant in the zone (the export's time column). */
export function wallTime(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${dayOf(instant, timeZone)} ${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
}

function parseDay(value: string, field: 'from' | 'to'): [number, number, number] {
  const match = DAY.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!match || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw badUserInput(`${field === 'from' ? 'From' : 'To'} must be a date (YYYY-MM-DD).`, field);
  }
  return [year, month, day];
}

export interface ReportRange {
  /** The first instant of the start day (ISO). */
  fromTime: string;
  /** The last millisecond of the end day's 23:59:59 (ISO). */
  toTime: string;
  /** Every day of the range, YYYY-MM-DD. */
  days: string[];
  timeZone: string;
}

export function reportRange(from: string, to: string, zone = 'UTC', now = Date.now()): ReportRange {
  const start = parseDay(from, 'from');
  const end = parseDay(to, 'to');
  const timeZone = canonicalZone(zone);
  const today = dayOf(now, timeZone);
  if (from > to) throw badUserInput('From cannot be after To.', 'from');
  if (to > today) throw badUserInput('To cannot be after today.', 'to');
  // Checked before a single day is listed: a range back to year 100 never reaches memory.
  if ((Date.UTC(...toUtcArgs(end)) - Date.UTC(...toUtcArgs(start))) / 86_400_000 + 1 > MAX_RANGE_DAYS) {
    throw badUserInput(RANGE_TOO_LONG, 'from');
  }
  const days: string[] = [];
  for (let t = Date.UTC(...toUtcArgs(start)); t <= Date.UTC(...toUtcArgs(end)); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return {
    fromTime: new Date(zonedInstant(...start, [0, 0, 0, 0], timeZone)).toISOString(),
    toTime: new Date(zonedInstant(...end, [23, 59, 59, 999], timeZone)).toISOString(),
    days,
    timeZone,
  };
}

/** The first and the last instant of one day (YYYY-MM-DD) in the zone, as the upstream filters on them. */
export function dayBounds(day: string, timeZone: string): { fromTime: string; toTime: string } {
  const date = parseDay(day, 'from');
  return {
    fromTime: new Date(zonedInstant(...date, [0, 0, 0, 0], timeZone)).toISOString(),
    toTime: new Date(zonedInstant(...date, [23, 59, 59, 999], timeZone)).toISOString(),
  };
}

function toUtcArgs([year, month, day]: [number, number, number]): [number, number, number] {
  return [year, month - 1, day];
}
