import { useQuery } from '@apollo/client/react';
import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { graphql } from '../../gql';
import type { TerminalPaymentFilter } from '../../gql/graphql';
import { readableError } from '../../shared/requests/error-message';
import { DailyChart } from './daily-chart';
import { formatAmount } from './payments-table';

const PaymentSummaryQuery = graphql(`
  query PaymentSummary($filter: TerminalPaymentFilter!) {
    terminalPaymentSummary(filter: $filter) {
      count
      successful
      failed
      totals {
        currency
        amount
        successfulCount
      }
      days {
        day
        successful
        failed
      }
    }
  }
`);

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="xl" fw={700} c={color}>
        {value.toLocaleString('en-US')}
      </Text>
    </Paper>
  );
}

/**
 * The figures' places while they load, at their usual sizes (three figures, the totals, the
 * chart): the payments table below does not jump down when they arrive (a layout shift of ~250 px).
 */
function SummarySkeleton() {
  return (
    <Stack gap="sm" aria-label="Loading the figures" role="status">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {[0, 1, 2].map((figure) => (
          <Skeleton key={figure} h={74} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={116} radius="md" />
      <Skeleton h={160} />
    </Stack>
  );
}

/** The whole filtered range's figures, for reconciling: counts, totals per currency, payments per day. */
export function PaymentsSummary({ filter }: { filter: TerminalPaymentFilter }) {
  const { data, previousData, error } = useQuery(PaymentSummaryQuery, { variables: { filter } });
  const summary = (data ?? previousData)?.terminalPaymentSummary;
  if (error) {
    return (
      <Alert color="yellow" variant="light" title="The figures could not be loaded">
        {readableError(error)}
      </Alert>
    );
  }
  if (!summary) return <SummarySkeleton />;
  return (
    <Stack gap="sm" aria-label="Figures of the filtered payments" role="region">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label="Payments" value={summary.count} />
        <Figure label="Successful" value={summary.successful} color="teal" />
        <Figure label="Failed" value={summary.failed} color="red" />
      </SimpleGrid>
      {summary.totals.length > 0 && (
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb={4}>
            Successful total per currency
          </Text>
          <Group gap="lg">
            {summary.totals.map((total) => (
              <Text key={total.currency} fw={600}>
                {formatAmount(total.amount, total.currency)}{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  ({total.successfulCount} successful payments)
                </Text>
              </Text>
            ))}
          </Group>
        </Paper>
      )}
      {summary.count > 0 && <DailyChart days={summary.days} />}
    </Stack>
  );
}
