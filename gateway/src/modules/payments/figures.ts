import type { CountedPayment } from './client';
import { dayOf } from './report-range';

// The figures of a set of payments (count, statuses, totals per currency), one day at a time:
// a day's figures are added up from its payments, kept as a small JSON text once the day is over
// (summary.ts), and the figures of a range are the sum of its days'.

/** Per currency: successful cents (integers: thousands of two-decimal amounts stay exact), payments, successful payments. */
export type CurrencyFigures = [cents: number, count: number, successfulCount: number];

export interface DayFigures {
  count: number;
  successful: number;
  currencies: Record<string, CurrencyFigures>;
}

export const noFigures = (): DayFigures => ({ count: 0, successful: 0, currencies: {} });

/** The filter dimensions kept figures are broken down by: any such filter reads them, others read payments. */
export interface KeptFilter {
  status?: string;
  currency?: string;
}

/** The query's filter when it names only kept dimensions (no ids, no amounts), else null. */
export function keptFilter(query: Readonly<Record<string, string>>): KeptFilter | null {
  const { fromTime: _from, toTime: _to, status, currency, ...other } = query;
  return Object.keys(other).length === 0 ? { status, currency } : null;
}

/**
 * A day's figures under a filter, from the day's unfiltered ones: the payments the upstream would
 * list for the filter, counted the same way (a currency without such payments is left out).
 */
export function narrowed(figures: DayFigures, filter: KeptFilter): DayFigures {
  const out = noFigures();
  for (const [currency, [cents, count, successes]] of Object.entries(figures.currencies)) {
    if (filter.currency !== undefined && currency !== filter.currency) continue;
    const kept: CurrencyFigures =
      filter.status === 'SUCCESSFUL'
        ? [cents, successes, successes]
        : filter.status === 'FAILED'
          ? [0, count - successes, 0]
          : [cents, count, successes];
    if (kept[1] === 0) continue;
    out.currencies[currency] = kept;
    out.count += kept[1];
    out.successful += kept[2];
  }
  return out;
}

/** Adds one currency's figures into another's (in place). */
export function addCurrency(into: Record<string, CurrencyFigures>, currency: string, [cents, count, successes]: CurrencyFigures): void {
  const total = (into[currency] ??= [0, 0, 0]);
  total[0] += cents;
  total[1] += count;
  total[2] += successes;
}

/** Adds each payment to the figures of its day (in the zone); payments of other days are left out. */
export function addPayments(days: ReadonlyMap<string, DayFigures>, payments: readonly CountedPayment[], timeZone: string): void {
  for (const payment of payments) {
    const figures = days.get(dayOf(Date.parse(payment.timeStamp), timeZone));
    if (!figures) continue;
    const ok = payment.status === 'SUCCESSFUL';
    figures.count++;
    const currency = (figures.currencies[payment.currency] ??= [0, 0, 0]);
    currency[1]++;
    if (ok) {
      figures.successful++;
      currency[0] += Math.round(payment.amount * 100);
      currency[2]++;
    }
  }
}

/** A day's figures as kept, or null when the text is not one (an older shape: computed again). */
export function readFigures(text: string | null): DayFigures | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<DayFigures>;
    return typeof value.count === 'number' && typeof value.successful === 'number' && typeof value.currencies === 'object'
      ? (value as DayFigures)
      : null;
  } catch {
    return null;
  }
}

export interface PaymentSummary {
  count: number;
  successful: number;
  failed: number;
  totals: { currency: string; amount: number; count: number; successfulCount: number }[];
  days: { day: string; successful: number; failed: number }[];
}

/** The summary of a range from its days' figures, every day listed in order. */
export function summaryOf(days: ReadonlyMap<string, DayFigures>): PaymentSummary {
  let count = 0;
  let successful = 0;
  const totals = new Map<string, CurrencyFigures>();
  for (const figures of days.values()) {
    count += figures.count;
    successful += figures.successful;
    for (const [currency, [cents, payments, successes]] of Object.entries(figures.currencies)) {
      const total = totals.get(currency) ?? [0, 0, 0];
      totals.set(currency, [total[0] + cents, total[1] + payments, total[2] + successes]);
    }
  }
  return {
    count,
    successful,
    failed: count - successful,
    totals: [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, [cents, payments, successes]]) => ({ currency, amount: cents / 100, count: payments, successfulCount: successes })),
    days: [...days].map(([day, figures]) => ({ day, successful: figures.successful, failed: figures.count - figures.successful })),
  };
}
