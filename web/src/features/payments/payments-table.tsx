import { Badge } from '@mantine/core';
import { graphql } from '../../gql';
import type { PaymentRow_PaymentFragment, PaymentSortColumn } from '../../gql/graphql';
import { DataTable, type DataColumn } from '../../shared/lists/data-table';
import type { SortDirection } from '../../shared/lists/list-params';
import { formatLocal } from '../../shared/format/local-time';

// What a report row shows; the report query spreads it.
export const PaymentRowFragment = graphql(`
  fragment PaymentRow_payment on TerminalPayment {
    id
    oldSystemTransactionId
    newSystemTransactionId
    time
    senderId
    senderFullName
    terminalId
    receiverId
    status
    amount
    currency
  }
`);

type PaymentRow = PaymentRow_PaymentFragment;

/** DD.MM.YY. HH:mm in the browser's time (spec 001 §2.11). */
export function paymentTime(iso: string): string {
  return formatLocal(iso, 'DD.MM.YY. HH:mm');
}

export const formatAmount = (amount: number, currency: string) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/** The columns the report sorts on, as the URL names them, and the gateway's names for them. */
export const PAYMENT_SORT_KEYS = ['time', 'terminal', 'status', 'amount'] as const;
export type PaymentSortKey = (typeof PAYMENT_SORT_KEYS)[number];
export const PAYMENT_SORT_COLUMNS: Record<PaymentSortKey, PaymentSortColumn> = {
  time: 'TIME',
  terminal: 'TERMINAL',
  status: 'STATUS',
  amount: 'AMOUNT',
};

const COLUMNS: DataColumn<PaymentRow, PaymentSortKey>[] = [
  { key: 'old', label: 'Old System ID', render: (p) => p.oldSystemTransactionId ?? '-' },
  { key: 'new', label: 'New System ID', render: (p) => p.newSystemTransactionId },
  { key: 'time', label: 'Time', sortKey: 'time', render: (p) => paymentTime(p.time) },
  { key: 'sender', label: 'Sender', render: (p) => p.senderId },
  { key: 'senderName', label: 'Sender Full Name', render: (p) => p.senderFullName },
  { key: 'terminal', label: 'Terminal ID', sortKey: 'terminal', render: (p) => p.terminalId },
  { key: 'receiver', label: 'Receiver', render: (p) => p.receiverId },
  {
    key: 'status',
    label: 'Status',
    sortKey: 'status',
    render: (p) => (
      // Filled and dark: white text keeps WCAG AA contrast in light and dark mode (the light variant did not).
      <Badge variant="filled" color={p.status === 'SUCCESSFUL' ? 'teal.9' : 'red.9'}>
        {p.status}
      </Badge>
    ),
  },
  { key: 'amount', label: 'Amount', align: 'right', sortKey: 'amount', render: (p) => formatAmount(p.amount, p.currency) },
];

interface PaymentsTableProps {
  payments: readonly PaymentRow[];
  loading: boolean;
  sort: { column: PaymentSortKey | null; dir: SortDirection | null; onSort: (column: PaymentSortKey) => void };
}

export function PaymentsTable({ payments, loading, sort }: PaymentsTableProps) {
  return (
    <DataTable
      label="Terminal payments"
      columns={COLUMNS}
      rows={payments}
      rowKey={(p) => p.id}
      emptyText="No payments found"
      loading={loading}
      sort={sort}
    />
  );
}
