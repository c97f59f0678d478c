import { createHash } from 'node:crypto';
import type { GatewayContext } from '../../context';
import type { UpstreamCaller } from '../../upstream/caller';
import { getPaymentReport, UPSTREAM_PAGE_SIZE } from './client';
import { addPayments, noFigures, readFigures, summaryOf, type DayFigures, type PaymentSummary } from './figures';
import { dayBounds, type ReportRange } from './report-range';

// The figures above the report cover the whole filtered range, a year at most: a million payments
// at an operator's volume (issue 40). The upstream only lists payments, so the figures are added
// up from its pages, a day at a time. A day that is over does not change: its figures are kept
// once computed (state/settled-figures.ts: Redis with several replicas), per filter and time
// zone, so a year's figures read 366 kept days and list today's payments alone. A filter on ids
// or amounts (few payments, any value) is read as one range and kept nowhere.

export type { PaymentSummary } from './figures';

/** A day's payments are final this long after it ends (a terminal may report a payment late). */
const SETTLED_AFTER_MS = 60 * 60_000;
/** Kept longer than the widest range reaches back. */
const KEEP_MS = 400 * 86_400_000;
/** Days read from the upstream in parallel (each page by page). */
const DAYS_AT_ONCE = 8;

export async function summarisePayments(
  ctx: GatewayContext,
  query: Record<string, string>,
  range: ReportRange,
  now = Date.now(),
): Promise<PaymentSummary> {
  const days = new Map<string, DayFigures>(range.days.map((day) => [day, noFigures()]));
  if ('ids' in query || 'amounts' in query) {
    await readPages(ctx.callApi, query, (payments) => addPayments(days, payments, range.timeZone));
    return summaryOf(days);
  }
  const store = ctx.services.state.settled;
  const filter = filterKey(query, range.timeZone);
  const settled = range.days.filter((day) => Date.parse(dayBounds(day, range.timeZone).toTime) + SETTLED_AFTER_MS < now);
  const kept = await store.getMany(settled.map((day) => `${filter}:${day}`)).catch((error: unknown) => {
    ctx.services.logger.warn({ err: error }, 'settled payment figures unreadable: computed again');
    return settled.map(() => null);
  });
  const missing = settled.filter((day, i) => {
    const figures = readFigures(kept[i] ?? null);
    if (figures) days.set(day, figures);
    return !figures;
  });
  const open = range.days.filter((day) => !settled.includes(day));
  await inBatches([...missing, ...open], DAYS_AT_ONCE, async (day) => {
    const bounds = dayBounds(day, range.timeZone);
    const figures = new Map([[day, noFigures()]]);
    await readPages(ctx.callApi, { ...query, ...bounds }, (payments) => addPayments(figures, payments, range.timeZone));
    days.set(day, figures.get(day)!);
  });
  const computed = missing.map((day) => [`${filter}:${day}`, JSON.stringify(days.get(day))] as const);
  await store
    .setMany(computed, KEEP_MS)
    .catch((error: unknown) => ctx.services.logger.warn({ err: error }, 'settled payment figures not kept'));
  return summaryOf(days);
}

/** Every page of the query's report, each handed to `add` as it arrives. */
async function readPages(call: UpstreamCaller, query: Record<string, string>, add: (payments: Parameters<typeof addPayments>[1]) => void) {
  const first = await getPaymentReport(call, query, 1, UPSTREAM_PAGE_SIZE);
  add(first.items);
  for (let page = 2; page <= first.pageCount; page++) add((await getPaymentReport(call, query, page, UPSTREAM_PAGE_SIZE)).items);
}

/** Runs `work` on every item, at most `size` at a time. */
async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** The filter and the zone a day's figures were computed for, without the range. */
function filterKey(query: Record<string, string>, timeZone: string): string {
  const { fromTime: _from, toTime: _to, ...filter } = query;
  const text = JSON.stringify([timeZone, Object.entries(filter).sort(([a], [b]) => a.localeCompare(b))]);
  return `payments:${createHash('sha256').update(text).digest('base64url')}`;
}
