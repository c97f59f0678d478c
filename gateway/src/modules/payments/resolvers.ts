import * as rules from '../../access/permissions';
import type { GatewayContext } from '../../context';
import type { PaymentSortColumn, Resolvers } from '../../generated/resolvers-types';
import { checkPaging } from '../../graphql/paging';
import * as client from './client';
import { checkFilter } from './filter';
import { summarisePayments } from './summary';

// Terminal payments (spec 001 §2.11): the report a page at a time, its figures, its currencies.

/** The upstream's sort keys (emulator/README.md "Terminal payments"). */
const SORT_FIELDS: Record<PaymentSortColumn, string> = {
  TIME: 'timeStamp',
  AMOUNT: 'amount',
  STATUS: 'status',
  CURRENCY: 'currency',
  TERMINAL: 'terminalId',
};

export async function assertCanReadPayments(ctx: GatewayContext): Promise<void> {
  rules.assertCanReadKey(await ctx.requireViewer(), 'TERMINAL_PAYMENTS_TERMINAL_PAYMENTS', 'You cannot read terminal payments.');
}

export const paymentsResolvers: Resolvers = {
  Query: {
    async terminalPayments(_root, { filter, page, pageSize, sort }, ctx) {
      await assertCanReadPayments(ctx);
      checkPaging(page, pageSize);
      const { query } = checkFilter(filter);
      const sorted = sort ? { ...query, sort: SORT_FIELDS[sort.column], dir: sort.direction.toLowerCase() } : query;
      const report = await client.getPaymentReport(ctx.callApi, sorted, page, pageSize);
      return { items: report.items, totalItems: report.totalItems, pageCount: report.pageCount, page };
    },
    async terminalPaymentSummary(_root, { filter }, ctx) {
      await assertCanReadPayments(ctx);
      const { query, range } = checkFilter(filter);
      return summarisePayments(ctx, query, range);
    },
    async paymentCurrencies(_root, _args, ctx) {
      await assertCanReadPayments(ctx);
      return client.getPaymentCurrencies(ctx.callApi);
    },
  },
  TerminalPayment: {
    id: (payment) => payment.newSystemTransactionId,
    time: (payment) => payment.timeStamp,
  },
};
