import type { GatewayContext } from '../../context';
import { allPayments } from './client';
import { addPayments, keptFilter, narrowed, noFigures, summaryOf, type DayFigures, type PaymentSummary } from './figures';
import { dayBounds, type ReportRange } from './report-range';
import { dayReads, inBatches, keptCanAnswer, SettledDays, type DaySpan } from './settled-days';

// The figures above the report cover the whole filtered range, a year at most: a million payments
// at an operator's volume (issue 40). The upstream only lists payments (no aggregate), so figures
// are added up from its pages. A day that is over does not change: its figures are kept once
// computed (settled-days.ts), broken down by quarter-hour, currency and status, so that any zone's
// day under any filter on status and currency is a sum of kept figures, and a year reads 366 kept
// days and lists today's payments alone. The warm-up (warm-up.ts) keeps the past year before anyone
// asks. A day the kept figures cannot answer yet (not over, or not kept) is read from the upstream
// under the filter, as is a filter on ids or amounts (few payments, any value), which is kept nowhere.

export type { PaymentSummary } from './figures';

/** Upstream calls at once: days read in parallel, or the pages of fewer days. */
const DAYS_AT_ONCE = 8;

/**
 * Pages of each range asked for together where the figures are not kept (today: thousands of
 * payments in every summary that reaches it at an operator's volume; a filter on ids or amounts),
 * so that `ranges` read at once never make more than DAYS_AT_ONCE upstream calls.
 */
const pagesAtOnce = (ranges: number) => Math.max(1, Math.floor(DAYS_AT_ONCE / Math.min(Math.max(ranges, 1), DAYS_AT_ONCE)));

export async function summarisePayments(
  ctx: GatewayContext,
  query: Record<string, string>,
  range: ReportRange,
  now = Date.now(),
): Promise<PaymentSummary> {
  const days = new Map<string, DayFigures>(range.days.map((day) => [day, noFigures()]));
  const filter = keptFilter(query);
  if (!filter) {
    for await (const payments of allPayments(ctx.callApi, query, pagesAtOnce(1))) addPayments(days, payments, range.timeZone);
    return summaryOf(days);
  }
  const spans = new Map<string, DaySpan>();
  for (const day of range.days) {
    const bounds = dayBounds(day, range.timeZone);
    const span = { from: Date.parse(bounds.fromTime), to: Date.parse(bounds.toTime) };
    if (keptCanAnswer(span, now)) spans.set(day, span);
  }
  const settled = new SettledDays(ctx.services.state.settled, ctx.callApi, ctx.services.logger, ctx.use(dayReads));
  const kept = await settled.zoneDays(spans, range.timeZone, DAYS_AT_ONCE);
  for (const [day, figures] of kept) days.set(day, narrowed(figures, filter));
  const open = range.days.filter((day) => !kept.has(day));
  const pages = pagesAtOnce(open.length);
  await inBatches(open, DAYS_AT_ONCE, async (day) => {
    const figures = new Map([[day, noFigures()]]);
    for await (const payments of allPayments(ctx.callApi, { ...query, ...dayBounds(day, range.timeZone) }, pages)) {
      addPayments(figures, payments, range.timeZone);
    }
    days.set(day, figures.get(day)!);
  });
  return summaryOf(days);
}
