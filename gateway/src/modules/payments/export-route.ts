import { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import type { ContextFor } from '../../gateway-route';
import type { TerminalPaymentFilter } from '../../generated/schema-types';
import { badUserInput } from '../../errors';
import { sendGuardedCsv } from '../../http/csv-formula-guard';
import { csvLine } from '../../http/csv-line';
import { sendRouteError } from '../../http/route-error';
import { getPaymentReport, UPSTREAM_PAGE_SIZE, type UpstreamPayment } from './client';
import { checkFilter } from './filter';
import { wallTime } from './report-range';
import { assertCanReadPayments } from './resolvers';

// GET /exports/terminal-payments.csv?from=…&to=…&tz=…: the filtered report as CSV, with the
// query keys the screen keeps in its URL. A plain download link (session cookie, read on
// terminal payments) that changes nothing. Rows are written page by page as the upstream
// answers, through the formula guard: the export is never held whole in memory.

export const EXPORT_ROUTE = '/exports/terminal-payments.csv';

const HEADER = [
  'Old System ID',
  'New System ID',
  'Time',
  'Sender',
  'Sender Full Name',
  'Terminal ID',
  'Receiver',
  'Status',
  'Amount',
  'Currency',
];

/** The URL keys of the screen → the report filter. */
export function filterFromQuery(query: Record<string, unknown>): TerminalPaymentFilter {
  const text = (key: string) => (typeof query[key] === 'string' && query[key].trim() ? query[key].trim() : null);
  const amount = (key: string) => {
    const value = text(key);
    if (value === null) return null;
    if (!/^\d+(\.\d+)?$/.test(value)) throw badUserInput('Amounts must be numbers.', key);
    return Number(value);
  };
  const status = text('status');
  if (status !== null && status !== 'SUCCESSFUL' && status !== 'FAILED') throw badUserInput('Unknown status.', 'status');
  return {
    from: text('from') ?? '',
    to: text('to') ?? '',
    timeZone: text('tz'),
    minAmount: amount('min'),
    maxAmount: amount('max'),
    terminalId: text('terminal'),
    receiverId: text('receiver'),
    senderId: text('sender'),
    currency: text('currency'),
    oldSystemTransactionId: text('old'),
    newSystemTransactionId: text('new'),
    status,
  };
}

function row(payment: UpstreamPayment, timeZone: string): string {
  return csvLine([
    payment.oldSystemTransactionId ?? '',
    payment.newSystemTransactionId,
    wallTime(Date.parse(payment.timeStamp), timeZone),
    payment.senderId,
    payment.senderFullName,
    payment.terminalId,
    payment.receiverId,
    payment.status,
    payment.amount.toFixed(2),
    payment.currency,
  ]);
}

export const paymentsExport =
  (contextFor: ContextFor): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const ctx = contextFor(req, res);
    try {
      await assertCanReadPayments(ctx);
      const filter = filterFromQuery(req.query);
      const { query, range } = checkFilter(filter);
      // The first page is read before answering, so a refused filter or a down upstream gets its status.
      const first = await getPaymentReport(ctx.callApi, query, 1, UPSTREAM_PAGE_SIZE);
      async function* lines(): AsyncGenerator<string> {
        yield csvLine([...HEADER.slice(0, 2), `Time (${range.timeZone})`, ...HEADER.slice(3)]);
        for (let page = 1, report = first; ; report = await getPaymentReport(ctx.callApi, query, ++page, UPSTREAM_PAGE_SIZE)) {
          yield report.items.map((payment) => row(payment, range.timeZone)).join('');
          if (page >= report.pageCount || report.items.length === 0) return;
        }
      }
      await sendGuardedCsv(res, Readable.from(lines()), `attachment; filename="terminal-payments-${filter.from}-${filter.to}.csv"`);
    } catch (error) {
      sendRouteError(res, error);
    }
  };
