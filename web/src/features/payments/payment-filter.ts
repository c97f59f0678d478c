import type { PaymentStatus, TerminalPaymentFilter } from '../../gql/graphql';
import { formatLocal } from '../../shared/format/local-time';
import { MAX_RANGE_DAYS } from '@backoffice/rules/payments';

// The report's filters as the URL keeps them (`?from=2026-11-19&to=2026-11-25&status=FAILED&page=2`),
// and the rules of the date pickers and numeric fields (spec 001 §5, §9). The gateway's
// export route reads the same keys, so the export link is the screen's own query.

export const TEXT_FILTERS = ['min', 'max', 'terminal', 'receiver', 'sender', 'old', 'new'] as const;
export type TextFilterKey = (typeof TEXT_FILTERS)[number];
export const NUMERIC_FILTERS: readonly TextFilterKey[] = ['min', 'max'];

export interface PaymentFilterState {
  from: string;
  to: string;
  /** The expandable filters' texts, '' when not set. */
  text: Record<TextFilterKey, string>;
  /** A currency code, or null for any. */
  currency: string | null;
  status: PaymentStatus | null;
}

export const FILTER_LABELS: Record<TextFilterKey | 'currency' | 'status', string> = {
  min: 'Minimal amount',
  max: 'Maximum amount',
  terminal: 'Terminal ID',
  receiver: 'Money receiver ID',
  sender: 'Money sender ID',
  old: 'Old system payment ID',
  new: 'New system payment ID',
  currency: 'Currency',
  status: 'Status',
};

/** How far back the report looks by default: the last seven days, today included. */
const DEFAULT_DAYS = 7;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;

/** YYYY-MM-DD of a local date. */
export function isoDay(date: Date): string {
  return formatLocal(date, 'YYYY-MM-DD');
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(year, month - 1, date + days));
}

export function defaultRange(today: string): { from: string; to: string } {
  return { from: addDays(today, 1 - DEFAULT_DAYS), to: today };
}

/** The latest day From may take: not after To, nor today. */
export const latestFrom = (to: string, today: string) => (to < today ? to : today);

/** The earliest day From may take: the range covers at most MAX_RANGE_DAYS. */
export const earliestFrom = (to: string) => addDays(to, 1 - MAX_RANGE_DAYS);

/** The latest day To may take: not after today, nor past the longest range from From. */
export function latestTo(from: string, today: string): string {
  const last = addDays(from, MAX_RANGE_DAYS - 1);
  return last < today ? last : today;
}

/** The filters in `params`; dates the pickers would not allow fall back to the default range. */
export function readFilter(params: URLSearchParams, today: string): PaymentFilterState {
  const fallback = defaultRange(today);
  let to = params.get('to') ?? '';
  if (!DAY_PATTERN.test(to) || to > today) to = fallback.to;
  let from = params.get('from') ?? '';
  if (!DAY_PATTERN.test(from) || from > latestFrom(to, today)) from = to < fallback.from ? to : fallback.from;
  if (from < earliestFrom(to)) from = earliestFrom(to);
  const text = Object.fromEntries(TEXT_FILTERS.map((key) => [key, params.get(key)?.trim() ?? ''])) as Record<TextFilterKey, string>;
  for (const key of NUMERIC_FILTERS) if (!AMOUNT_PATTERN.test(text[key])) text[key] = '';
  const status = params.get('status');
  return {
    from,
    to,
    text,
    currency: params.get('currency') || null,
    status: status === 'SUCCESSFUL' || status === 'FAILED' ? status : null,
  };
}

/** The gateway's filter for a state, in the browser's time zone. */
export function toGatewayFilter(state: PaymentFilterState, timeZone: string): TerminalPaymentFilter {
  const value = (key: TextFilterKey) => state.text[key] || null;
  const amount = (key: TextFilterKey) => (state.text[key] ? Number(state.text[key]) : null);
  return {
    from: state.from,
    to: state.to,
    timeZone,
    minAmount: amount('min'),
    maxAmount: amount('max'),
    terminalId: value('terminal'),
    receiverId: value('receiver'),
    senderId: value('sender'),
    oldSystemTransactionId: value('old'),
    newSystemTransactionId: value('new'),
    currency: state.currency,
    status: state.status,
  };
}

export interface FilterTag {
  key: TextFilterKey | 'currency' | 'status';
  label: string;
}

/** One removable tag per active expandable filter. */
export function activeTags(state: PaymentFilterState): FilterTag[] {
  const tags: FilterTag[] = TEXT_FILTERS.filter((key) => state.text[key]).map((key) => ({
    key,
    label: `${FILTER_LABELS[key]}: ${state.text[key]}`,
  }));
  if (state.currency) tags.push({ key: 'currency', label: `${FILTER_LABELS.currency}: ${state.currency}` });
  if (state.status) tags.push({ key: 'status', label: `${FILTER_LABELS.status}: ${state.status}` });
  return tags;
}

/** Numeric fields take digits and one decimal point only: +, - and e never get in (spec 001 §5). */
export const BLOCKED_NUMERIC_KEYS = new Set(['+', '-', 'e', 'E']);

/** A typed or pasted amount with the blocked characters taken out. */
export const cleanAmount = (value: string) => value.replace(/[+\-eE]/g, '');

/** The export link: the screen's own filter keys, plus the browser's zone. */
export function exportUrl(state: PaymentFilterState, timeZone: string): string {
  const query = new URLSearchParams({ from: state.from, to: state.to, tz: timeZone });
  for (const key of TEXT_FILTERS) if (state.text[key]) query.set(key, state.text[key]);
  if (state.currency) query.set('currency', state.currency);
  if (state.status) query.set('status', state.status);
  return `/exports/terminal-payments.csv?${query.toString()}`;
}
