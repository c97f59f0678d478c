import type { CountedPayment } from './client';
import { addCurrency, noFigures, type CurrencyFigures, type DayFigures } from './figures';

// A UTC day's payments in quarter-hours, each broken down by currency (and, within it, by status):
// every time zone in use is a whole number of quarter-hours from UTC, its DST changes included,
// so any zone's day is a run of whole quarter-hours and its figures are their sum. A settled UTC
// day is read from the upstream once and kept (summary.ts) for every zone and every filter on
// status and currency.

export const QUARTER_HOUR_MS = 15 * 60_000;
const DAY_MS = 86_400_000;
const SLOTS = DAY_MS / QUARTER_HOUR_MS;

/** Quarter-hour of the day (0–95) → currency → figures. */
export type QuarterHours = Record<number, Record<string, CurrencyFigures>>;

/** The first instant of a UTC day (YYYY-MM-DD). */
export const utcDayStart = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);

/** The upstream query of a whole UTC day. */
export const utcDayQuery = (day: string): { fromTime: string; toTime: string } => ({
  fromTime: `${day}T00:00:00.000Z`,
  toTime: `${day}T23:59:59.999Z`,
});

/** Adds each payment of the UTC day to its quarter-hour; payments of other days are left out. */
export function addToQuarterHours(slots: QuarterHours, payments: readonly CountedPayment[], day: string): void {
  const start = utcDayStart(day);
  for (const payment of payments) {
    const slot = Math.floor((Date.parse(payment.timeStamp) - start) / QUARTER_HOUR_MS);
    if (!(slot >= 0 && slot < SLOTS)) continue;
    const ok = payment.status === 'SUCCESSFUL';
    addCurrency((slots[slot] ??= {}), payment.currency, [ok ? Math.round(payment.amount * 100) : 0, 1, ok ? 1 : 0]);
  }
}

/** Whether [from, to] (to inclusive, ms) is whole quarter-hours: a zone's day the kept slots can sum. */
export function wholeQuarterHours(from: number, to: number): boolean {
  return from % QUARTER_HOUR_MS === 0 && (to + 1) % QUARTER_HOUR_MS === 0;
}

/** The UTC days (YYYY-MM-DD) an interval touches, in order. */
export function utcDaysOf(from: number, to: number): string[] {
  const days: string[] = [];
  for (let t = from - (from % DAY_MS); t <= to; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The unfiltered figures of [from, to] (whole quarter-hours) from the slots of the UTC days it touches. */
export function figuresBetween(from: number, to: number, utcDays: ReadonlyMap<string, QuarterHours>): DayFigures {
  const figures = noFigures();
  for (const day of utcDaysOf(from, to)) {
    const start = utcDayStart(day);
    const slots = utcDays.get(day);
    if (!slots) throw new Error(`quarter-hours of ${day} missing`);
    for (const [slot, currencies] of Object.entries(slots)) {
      const at = start + Number(slot) * QUARTER_HOUR_MS;
      if (at < from || at > to) continue;
      for (const [currency, counted] of Object.entries(currencies)) {
        addCurrency(figures.currencies, currency, counted);
        figures.count += counted[1];
        figures.successful += counted[2];
      }
    }
  }
  return figures;
}

/** A UTC day's slots as kept, or null when the text is not one (computed again). */
export function readQuarterHours(text: string | null): QuarterHours | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as QuarterHours) : null;
  } catch {
    return null;
  }
}
