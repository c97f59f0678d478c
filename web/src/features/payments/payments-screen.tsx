import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { graphql } from '../../gql';
import { downloadFile } from '../../shared/requests/download-file';
import { readableError } from '../../shared/requests/error-message';
import { ListPagination } from '../../shared/lists/list-pagination';
import { notifyError } from '../../shared/notices/notify';
import { PageBreadcrumbs } from '../../shared/navigation/page-breadcrumbs';
import { QueryError } from '../../shared/notices/query-error';
import { nextSort, pageParam, sortParams, useSearchParamChanges, type ParamChanges } from '../../shared/lists/use-url-list-state';
import { DEFAULT_PAGE_SIZE, readListParams, readPageSize } from '../../shared/lists/list-params';
import { exportUrl, isoDay, readFilter, TEXT_FILTERS, toGatewayFilter, type FilterTag } from './payment-filter';
import { PaymentFilters, type FilterChanges } from './payment-filters';
import { PaymentsSummary } from './payments-summary';
import { PAYMENT_SORT_COLUMNS, PAYMENT_SORT_KEYS, PaymentsTable } from './payments-table';

const PaymentsQuery = graphql(`
  query TerminalPayments($filter: TerminalPaymentFilter!, $page: Int!, $pageSize: Int!, $sort: PaymentSort) {
    terminalPayments(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {
      items {
        id
        ...PaymentRow_payment
      }
      totalItems
      pageCount
      page
    }
    paymentCurrencies
  }
`);

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Terminal payments (spec 001 §2.11): every filter and the page live in the URL. */
export function PaymentsScreen() {
  const [params, change] = useSearchParamChanges();
  const today = isoDay(new Date());
  const state = useMemo(() => readFilter(params, today), [params, today]);
  const { page, sort, dir } = readListParams(params, PAYMENT_SORT_KEYS);
  const pageSize = readPageSize(params);
  const order =
    sort && dir ? { column: PAYMENT_SORT_COLUMNS[sort], direction: dir === 'asc' ? ('ASC' as const) : ('DESC' as const) } : null;
  const filter = useMemo(() => toGatewayFilter(state, TIME_ZONE), [state]);
  const [exporting, setExporting] = useState(false);

  const { data, previousData, loading, error, refetch } = useQuery(PaymentsQuery, { variables: { filter, page, pageSize, sort: order } });
  const report = (data ?? previousData)?.terminalPayments;

  // Any filter change starts again from page 1.
  const update = (changes: FilterChanges) => {
    const next: ParamChanges = { ...pageParam(1), from: changes.from, to: changes.to };
    for (const key of TEXT_FILTERS) if (changes.text) next[key] = changes.text[key] ?? null;
    if (changes.currency !== undefined) next.currency = changes.currency;
    if (changes.status !== undefined) next.status = changes.status;
    change(next);
  };
  const remove = (tag: FilterTag) => change({ [tag.key]: null, ...pageParam(1) });
  const clear = () => change(Object.fromEntries([...params.keys()].map((key) => [key, null])));

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(exportUrl(state, TIME_ZONE), `terminal-payments-${state.from}-${state.to}.csv`);
    } catch (e) {
      notifyError(readableError(e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Terminal Payments' }]} />
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Terminal Payments
        </Title>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </Group>
      <PaymentFilters
        state={state}
        today={today}
        currencies={(data ?? previousData)?.paymentCurrencies ?? []}
        onChange={update}
        onRemove={remove}
        onClear={clear}
      />
      <PaymentsSummary filter={filter} />
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <PaymentsTable
            payments={report?.items ?? []}
            loading={loading && !report}
            sort={{ column: sort, dir, onSort: (column) => change({ ...sortParams(nextSort({ sort, dir }, column)), ...pageParam(1) }) }}
          />
          <ListPagination
            page={page}
            pageCount={report?.pageCount ?? 0}
            onChange={(p) => change(pageParam(p))}
            pageSize={pageSize}
            onPageSizeChange={(size) => change({ size: size === DEFAULT_PAGE_SIZE ? null : String(size), ...pageParam(1) })}
          />
        </>
      )}
    </Stack>
  );
}
