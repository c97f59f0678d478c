import { badUserInput } from '../../errors';
import type { UpstreamCaller } from '../../upstream/caller';
import { getPaymentReport, UPSTREAM_PAGE_SIZE, type UpstreamPayment, type UpstreamReport } from './client';
import { dayOf, type ReportRange } from './report-range';

// The figures above the report: they cover the whole filtered range, so the gateway reads
// every page of it (1,000 rows per upstream call) and folds each page into the figures as it
// arrives. A summary holds at most PAGES_AT_ONCE pages at a time, whatever the range: thirty
// aliases of it in one request cost thirty of those, not thirty copies of the whole report.

/** 100 upstream pages: a range larger than this is narrowed first. */
const MAX_SUMMARY_ROWS = 100 * UPSTREAM_PAGE_SIZE;
/** Pages read in parallel after the first. */
const PAGES_AT_ONCE = 4;

export interface PaymentSummary {
  count: number;
  successful: number;
  failed: number;
  totals: { currency: string; amount: number; count: number; successfulCount: number }[];
  days: { day: string; successful: number; failed: number }[];
}

/** The running figures of a range, one page at a time. */
class SummaryFold {
  private readonly days: Map<string, { day: string; successful: number; failed: number }>;
  // Cents as integers: a sum of thousands of two-decimal amounts stays exact.
  private readonly totals = new Map<string, { cents: number; count: number; successfulCount: number }>();
  private count = 0;
  private successful = 0;

  constructor(private readonly range: ReportRange) {
    this.days = new Map(range.days.map((day) => [day, { day, successful: 0, failed: 0 }]));
  }

  add(payments: readonly UpstreamPayment[]): void {
    for (const payment of payments) {
      const ok = payment.status === 'SUCCESSFUL';
      this.count++;
      if (ok) this.successful++;
      const total = this.totals.get(payment.currency) ?? { cents: 0, count: 0, successfulCount: 0 };
      total.count++;
      if (ok) {
        total.successfulCount++;
        total.cents += Math.round(payment.amount * 100);
      }
      this.totals.set(payment.currency, total);
      const day = this.days.get(dayOf(Date.parse(payment.timeStamp), this.range.timeZone));
      if (day) day[ok ? 'successful' : 'failed']++;
    }
  }

  result(): PaymentSummary {
    return {
      count: this.count,
      successful: this.successful,
      failed: this.count - this.successful,
      totals: [...this.totals]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, { cents, count, successfulCount }]) => ({ currency, amount: cents / 100, count, successfulCount })),
      days: [...this.days.values()],
    };
  }
}

/** The figures of every payment of the filter, read page by page. */
export async function summarisePayments(call: UpstreamCaller, query: Record<string, string>, range: ReportRange): Promise<PaymentSummary> {
  const fold = new SummaryFold(range);
  const first = await getPaymentReport(call, query, 1, UPSTREAM_PAGE_SIZE);
  if (first.totalItems > MAX_SUMMARY_ROWS) {
    throw badUserInput(`The range holds ${first.totalItems} payments; narrow it to at most ${MAX_SUMMARY_ROWS} for the figures.`, 'from');
  }
  fold.add(first.items);
  for (let page = 2; page <= first.pageCount; page += PAGES_AT_ONCE) {
    const numbers = Array.from({ length: Math.min(PAGES_AT_ONCE, first.pageCount - page + 1) }, (_, i) => page + i);
    const reports: UpstreamReport[] = await Promise.all(numbers.map((n) => getPaymentReport(call, query, n, UPSTREAM_PAGE_SIZE)));
    for (const report of reports) fold.add(report.items);
  }
  return fold.result();
}
