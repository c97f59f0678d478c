import type { UpstreamPayment } from './client';
import { dayOf } from './report-range';

// The figures of a set of payments (count, statuses, totals per currency), one day at a time:
// a day's figures are added up from its payments, kept as a small JSON text once the day is over
// (summary.ts), and the figures of a range are the sum of its days'.

/** Per currency: successful cents (integers: thousands of two-decimal amounts stay exact), payments, successful payments. */
type CurrencyFigures = [cents: number, count: number, successfulCount: number];

export interface DayFigures {
  count: number;
  successful: number;
  currencies: Record<string, CurrencyFigures>;
}

export const noFigures = (): DayFigures => ({ count: 0, successful: 0, currencies: {} });

/** Adds each payment to the figures of its day (in the zone); payments of other days are left out. */
export function addPayments(days: ReadonlyMap<string, DayFigures>, payments: readonly UpstreamPayment[], timeZone: string): void {
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
