import { badUserInput } from '../../errors';
import type { UpstreamCaller } from '../../upstream/caller';
import { getPaymentReport, UPSTREAM_PAGE_SIZE, type UpstreamPayment } from './client';
import { dayOf, type ReportRange } from './report-range';

// The figures above the report: they cover the whole filtered range, so the gateway reads
// every page of it (1,000 rows per upstream call, the pages after the first in parallel).

/** 100 upstream pages: a range larger than this is narrowed first. */
const MAX_SUMMARY_ROWS = 100 * UPSTREAM_PAGE_SIZE;

export interface PaymentSummary {
  count: number;
  successful: number;
  failed: number;
  totals: { currency: string; amount: number; count: number }[];
  days: { day: string; successful: number; failed: number }[];
}

export async function readAllPayments(call: UpstreamCaller, query: Record<string, string>): Promise<UpstreamPayment[]> {
  const first = await getPaymentReport(call, query, 1, UPSTREAM_PAGE_SIZE);
  if (first.totalItems > MAX_SUMMARY_ROWS) {
    throw badUserInput(`The range holds ${first.totalItems} payments; narrow it to at most ${MAX_SUMMARY_ROWS} for the figures.`, 'from');
  }
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) => getPaymentReport(call, query, i + 2, UPSTREAM_PAGE_SIZE)),
  );
  return [first, ...rest].flatMap((report) => report.items);
}

export function summarise(payments: readonly UpstreamPayment[], range: ReportRange): PaymentSummary {
  const days = new Map(range.days.map((day) => [day, { day, successful: 0, failed: 0 }]));
  // Cents as integers: a sum of thousands of two-decimal amounts stays exact.
  const totals = new Map<string, { cents: number; count: number }>();
  let successful = 0;
  for (const payment of payments) {
    const ok = payment.status === 'SUCCESSFUL';
    if (ok) successful++;
    const total = totals.get(payment.currency) ?? { cents: 0, count: 0 };
    total.count++;
    if (ok) total.cents += Math.round(payment.amount * 100);
    totals.set(payment.currency, total);
    const day = days.get(dayOf(Date.parse(payment.timeStamp), range.timeZone));
    if (day) day[ok ? 'successful' : 'failed']++;
  }
  return {
    count: payments.length,
    successful,
    failed: payments.length - successful,
    totals: [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, { cents, count }]) => ({ currency, amount: cents / 100, count })),
    days: [...days.values()],
  };
}
