// Spec 001 §2.11, §7: the terminal payment report and its currencies. The report's query
// and answer are not in the spec; emulator/README.md ("Terminal payments") defines them.
import type { EmulatorDeps } from '../../deps';
import { invalid } from '../../http/errors';
import type { Router } from '../../http/router';
import { buildPayments, PAYMENT_CURRENCIES, type PaymentRecord } from './seed';

const MAX_PAGE_SIZE = 1000;
const ID_FILTERS = ['terminalId', 'receiverId', 'senderId', 'oldSystemTransactionId', 'newSystemTransactionId'] as const;

interface ReportQuery {
  page: number;
  pageSize: number;
  match: (payment: PaymentRecord) => boolean;
}

function positiveInt(query: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = query.get(name);
  if (raw === null) return fallback;
  const value = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= max)) throw invalid(name, { isInt: `${name} must be an integer between 1 and ${max}` });
  return value;
}

function jsonObject(query: URLSearchParams, name: string): Record<string, unknown> {
  const raw = query.get(name);
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw invalid(name, { isJson: `${name} must be a json object` });
}

function instant(query: URLSearchParams, name: string): number | null {
  const raw = query.get(name);
  if (!raw) return null;
  const time = Date.parse(raw);
  if (Number.isNaN(time)) throw invalid(name, { isDateString: `${name} must be a valid ISO 8601 date string` });
  return time;
}

function optionalAmount(amounts: Record<string, unknown>, name: 'min' | 'max'): number | null {
  const value = amounts[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw invalid('amounts', { isNumber: `amounts.${name} must be a non-negative number` });
  return value;
}

function readQuery(query: URLSearchParams): ReportQuery {
  const status = query.get('status');
  if (status !== null && status !== 'SUCCESSFUL' && status !== 'FAILED') {
    throw invalid('status', { isIn: 'status must be one of the following values: SUCCESSFUL, FAILED' });
  }
  const currency = query.get('currency');
  const ids = jsonObject(query, 'ids');
  for (const key of Object.keys(ids)) {
    if (!(ID_FILTERS as readonly string[]).includes(key) || typeof ids[key] !== 'string') {
      throw invalid('ids', { isIn: `ids may hold only the strings ${ID_FILTERS.join(', ')}` });
    }
  }
  const amounts = jsonObject(query, 'amounts');
  const min = optionalAmount(amounts, 'min');
  const max = optionalAmount(amounts, 'max');
  const from = instant(query, 'fromTime');
  const to = instant(query, 'toTime');
  const idFilters = Object.entries(ids) as [(typeof ID_FILTERS)[number], string][];
  return {
    page: positiveInt(query, 'page', 1, 1_000_000),
    pageSize: positiveInt(query, 'pageSize', 10, MAX_PAGE_SIZE),
    match: (p) => {
      const time = Date.parse(p.timeStamp);
      return (
        (status === null || p.status === status) &&
        (!currency || p.currency === currency) &&
        (min === null || p.amount >= min) &&
        (max === null || p.amount <= max) &&
        (from === null || time >= from) &&
        (to === null || time <= to) &&
        idFilters.every(([key, value]) => p[key] === value)
      );
    },
  };
}

const SORT_KEYS = ['timeStamp', 'amount', 'status', 'currency', 'terminalId'] as const;

/** `sort` (one of SORT_KEYS) and `dir` (asc|desc); newest first when not given, ties by id. */
function sortPayments(rows: PaymentRecord[], query: URLSearchParams): PaymentRecord[] {
  const key = query.get('sort');
  if (key === null) return rows;
  if (!(SORT_KEYS as readonly string[]).includes(key)) throw invalid('sort', { isIn: `sort must be one of ${SORT_KEYS.join(', ')}` });
  const dir = query.get('dir') ?? 'asc';
  if (dir !== 'asc' && dir !== 'desc') throw invalid('dir', { isIn: 'dir must be asc or desc' });
  const sign = dir === 'asc' ? 1 : -1;
  const field = key as (typeof SORT_KEYS)[number];
  return [...rows].sort((a, b) => {
    const [x, y] = [a[field], b[field]];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order || a.newSystemTransactionId.localeCompare(b.newSystemTransactionId);
  });
}

export function registerPaymentRoutes(router: Router, _deps: EmulatorDeps): void {
  const payments = buildPayments(new Date());

  router.add('GET', '/terminal/payment-report', ({ query }) => {
    const { page, pageSize, match } = readQuery(query);
    const found = sortPayments(payments.filter(match), query);
    const start = (page - 1) * pageSize;
    return {
      status: 200,
      body: {
        items: found.slice(start, start + pageSize),
        totalItems: found.length,
        page,
        pageSize,
        pageCount: Math.ceil(found.length / pageSize),
      },
    };
  });

  router.add('GET', '/terminal/payment-currencies', () => ({ status: 200, body: [...PAYMENT_CURRENCIES] }));
}
