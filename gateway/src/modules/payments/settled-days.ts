import type { Logger } from 'pino';
import { perReplica } from '../../context';
import type { SettledFigures } from '../../state/settled-figures';
import type { UpstreamCaller } from '../../upstream/caller';
import { allPayments } from './client';
import { readFigures, type DayFigures } from './figures';
import {
  addToQuarterHours,
  figuresBetween,
  readQuarterHours,
  utcDayQuery,
  utcDayStart,
  utcDaysOf,
  wholeQuarterHours,
  type QuarterHours,
} from './quarter-hours';

// The figures of days that are over, kept in the shared state (state/settled-figures.ts: Redis
// with several replicas) so that every replica reads them once: each UTC day's quarter-hours
// (quarter-hours.ts), read from the upstream once, and each zone's day summed from them once
// (366 small values for a year in a zone, instead of 367 days of quarter-hours).

const DAY_MS = 86_400_000;
/** A day's payments are final this long after it ends (a terminal may report a payment late). */
export const SETTLED_AFTER_MS = 60 * 60_000;
/** Kept longer than the widest range reaches back. */
const KEEP_MS = 400 * DAY_MS;

const quarterHoursKey = (day: string) => `payments:quarter-hours:${day}`;
const zoneDayKey = (timeZone: string, day: string) => `payments:zone-day:${timeZone}:${day}`;

/** Whether a UTC day's payments are final at `now`. */
export const utcDaySettled = (day: string, now: number): boolean => utcDayStart(day) + DAY_MS + SETTLED_AFTER_MS <= now;

/** A zone's day as instants: its first and its last millisecond. */
export interface DaySpan {
  from: number;
  to: number;
}

/** Whether the kept figures can answer a zone's day at `now`: whole quarter-hours, every UTC day it touches settled. */
export const keptCanAnswer = ({ from, to }: DaySpan, now: number): boolean =>
  wholeQuarterHours(from, to) && utcDaySettled(utcDaysOf(from, to).at(-1)!, now);

/**
 * The UTC days this replica is reading from the upstream, by day: a summary asked for while the
 * warm-up runs waits for the day the warm-up is reading instead of reading it a second time.
 */
export type DayReads = Map<string, Promise<QuarterHours>>;
export const dayReads = perReplica((): DayReads => new Map());

export class SettledDays {
  constructor(
    private readonly store: SettledFigures,
    private readonly call: UpstreamCaller,
    private readonly logger: Logger,
    private readonly reading: DayReads = new Map(),
  ) {}

  /**
   * The quarter-hours of settled UTC days: the kept ones read, the others read from the upstream
   * (or awaited, when another summary or the warm-up is reading them), `atOnce` days at a time,
   * each kept as soon as it is read (a warm-up that stops keeps its work).
   */
  async quarterHours(days: readonly string[], atOnce: number): Promise<Map<string, QuarterHours>> {
    const found = new Map<string, QuarterHours>();
    const kept = await this.read(days.map(quarterHoursKey));
    const missing = days.filter((day, i) => {
      const slots = readQuarterHours(kept[i] ?? null);
      if (slots) found.set(day, slots);
      return !slots;
    });
    await inBatches(missing, atOnce, async (day) => {
      let read = this.reading.get(day);
      if (!read) {
        read = this.readDay(day).finally(() => this.reading.delete(day));
        this.reading.set(day, read);
      }
      found.set(day, await read);
    });
    return found;
  }

  private async readDay(day: string): Promise<QuarterHours> {
    const slots: QuarterHours = {};
    for await (const payments of allPayments(this.call, utcDayQuery(day))) addToQuarterHours(slots, payments, day);
    await this.keep([[quarterHoursKey(day), JSON.stringify(slots)]]);
    return slots;
  }

  /** How many of these UTC days are not kept yet. */
  async missingQuarterHours(days: readonly string[]): Promise<string[]> {
    const kept = await this.read(days.map(quarterHoursKey));
    return days.filter((_day, i) => readQuarterHours(kept[i] ?? null) === null);
  }

  /** The unfiltered figures of a zone's days the kept figures can answer (`keptCanAnswer`), by day. */
  async zoneDays(spans: ReadonlyMap<string, DaySpan>, timeZone: string, atOnce: number): Promise<Map<string, DayFigures>> {
    const days = [...spans.keys()];
    const found = new Map<string, DayFigures>();
    const kept = await this.read(days.map((day) => zoneDayKey(timeZone, day)));
    const missing = days.filter((day, i) => {
      const figures = readFigures(kept[i] ?? null);
      if (figures) found.set(day, figures);
      return !figures;
    });
    if (missing.length === 0) return found;
    const utcDays = [...new Set(missing.flatMap((day) => utcDaysOf(spans.get(day)!.from, spans.get(day)!.to)))];
    const slots = await this.quarterHours(utcDays, atOnce);
    const summed = missing.map((day) => {
      const figures = figuresBetween(spans.get(day)!.from, spans.get(day)!.to, slots);
      found.set(day, figures);
      return [zoneDayKey(timeZone, day), JSON.stringify(figures)] as const;
    });
    await this.keep(summed);
    return found;
  }

  /** Kept values, or none when the store does not answer (computed again: slower, never wrong). */
  private read(keys: readonly string[]): Promise<(string | null)[]> {
    return this.store.getMany(keys).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'settled payment figures unreadable: computed again');
      return keys.map(() => null);
    });
  }

  private keep(entries: readonly (readonly [string, string])[]): Promise<void> {
    return this.store
      .setMany(entries, KEEP_MS)
      .catch((error: unknown) => this.logger.warn({ err: error }, 'settled payment figures not kept'));
  }
}

/** Runs `work` on every item, at most `size` at a time. */
export async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
