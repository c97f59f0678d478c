import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import type { TerminalPaymentFilter } from '../../generated/schema-types';
import type { ReportRange } from './report-range';

// The operator API's terminal payment report (emulator/README.md "Terminal payments"): the
// filter travels as query parameters, the id filters and the amounts as small JSON objects.

/** The most rows the upstream gives per page: the summary and the export read in pages this big. */
export const UPSTREAM_PAGE_SIZE = 1000;

const PaymentSchema = z.object({
  oldSystemTransactionId: z.string().nullable(),
  newSystemTransactionId: z.string(),
  timeStamp: z.string(),
  senderId: z.coerce.string(),
  senderFullName: z.string(),
  terminalId: z.coerce.string(),
  receiverId: z.coerce.string(),
  status: z.enum(['SUCCESSFUL', 'FAILED']),
  amount: z.coerce.number(),
  currency: z.string(),
});
export type UpstreamPayment = z.infer<typeof PaymentSchema>;

const ReportSchema = z.object({
  items: z.array(PaymentSchema),
  totalItems: z.number().int(),
  pageCount: z.number().int(),
});
export type UpstreamReport = z.infer<typeof ReportSchema>;

/**
 * What the figures read of a payment: a cold year is a million payments, and checking these four
 * fields alone takes a third of the time checking all ten does (issue 40).
 */
const CountedPaymentSchema = PaymentSchema.pick({ timeStamp: true, status: true, amount: true, currency: true });
export type CountedPayment = z.infer<typeof CountedPaymentSchema>;
const CountedReportSchema = ReportSchema.extend({ items: z.array(CountedPaymentSchema) });

const ID_FIELDS = ['terminalId', 'receiverId', 'senderId', 'oldSystemTransactionId', 'newSystemTransactionId'] as const;

/** The upstream query of a filter (without the page). */
export function reportQuery(filter: TerminalPaymentFilter, range: ReportRange): Record<string, string> {
  const query: Record<string, string> = { fromTime: range.fromTime, toTime: range.toTime };
  if (filter.status) query.status = filter.status;
  if (filter.currency?.trim()) query.currency = filter.currency.trim();
  const ids: Record<string, string> = {};
  for (const field of ID_FIELDS) {
    const value = filter[field]?.trim();
    if (value) ids[field] = value;
  }
  if (Object.keys(ids).length > 0) query.ids = JSON.stringify(ids);
  const amounts: Record<string, number> = {};
  if (filter.minAmount != null) amounts.min = filter.minAmount;
  if (filter.maxAmount != null) amounts.max = filter.maxAmount;
  if (Object.keys(amounts).length > 0) query.amounts = JSON.stringify(amounts);
  return query;
}

export const getPaymentReport = (call: UpstreamCaller, query: Record<string, string>, page: number, pageSize: number) =>
  readReport(call, query, page, pageSize, ReportSchema);

async function readReport<T>(
  call: UpstreamCaller,
  query: Record<string, string>,
  page: number,
  pageSize: number,
  schema: z.ZodType<T>,
): Promise<T> {
  const res = await call({
    method: 'GET',
    path: '/terminal/payment-report',
    query: { ...query, page: String(page), pageSize: String(pageSize) },
  });
  return parseBody(schema, res.body);
}

const countedPage = (call: UpstreamCaller, query: Record<string, string>, page: number) =>
  readReport(call, query, page, UPSTREAM_PAGE_SIZE, CountedReportSchema);

/**
 * Every payment of the filter (what the figures read of it), page after page; `pagesAtOnce` pages
 * asked for together after the first (which says how many there are), so the gateway reads one
 * page while the upstream makes the next. The last page read says how many there are now (payments keep arriving today).
 */
export async function* allPayments(call: UpstreamCaller, query: Record<string, string>, pagesAtOnce = 1): AsyncGenerator<CountedPayment[]> {
  const first = await countedPage(call, query, 1);
  if (first.items.length === 0) return;
  yield first.items;
  let pageCount = first.pageCount;
  for (let next = 2; next <= pageCount; next += pagesAtOnce) {
    const numbers = Array.from({ length: Math.min(pagesAtOnce, pageCount - next + 1) }, (_, i) => next + i);
    const reports = await Promise.all(numbers.map((page) => countedPage(call, query, page)));
    for (const report of reports) {
      if (report.items.length === 0) return;
      yield report.items;
    }
    pageCount = reports.at(-1)!.pageCount;
  }
}

export async function getPaymentCurrencies(call: UpstreamCaller): Promise<string[]> {
  const res = await call({ method: 'GET', path: '/terminal/payment-currencies' });
  return parseBody(z.array(z.string()), res.body);
}
