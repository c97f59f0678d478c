import { badUserInput } from '../../errors';
import type { TerminalPaymentFilter } from '../../generated/schema-types';
import { reportQuery } from './client';
import { reportRange, type ReportRange } from './report-range';

// One filter check for the report, its figures and its export.

export interface CheckedFilter {
  range: ReportRange;
  /** The upstream query, without the page. */
  query: Record<string, string>;
}

export function checkFilter(filter: TerminalPaymentFilter, now = Date.now()): CheckedFilter {
  for (const field of ['minAmount', 'maxAmount'] as const) {
    const value = filter[field];
    if (value != null && !(Number.isFinite(value) && value >= 0)) throw badUserInput('Amounts must be 0 or more.', field);
  }
  if (filter.minAmount != null && filter.maxAmount != null && filter.minAmount > filter.maxAmount) {
    throw badUserInput('The minimal amount cannot be above the maximum amount.', 'minAmount');
  }
  const range = reportRange(filter.from, filter.to, filter.timeZone ?? 'UTC', now);
  return { range, query: reportQuery(filter, range) };
}
