// Spec 001 §2.11, §7: the terminal payment report and its currencies. The report's query
// and answer are not in the spec; emulator/README.md ("Terminal payments") defines them.
import type { EmulatorDeps } from '../../deps';
import { invalid } from '../../http/errors';
import type { Router } from '../../http/router';
import { ID_FILTERS, SORT_KEYS, type PaymentFilter, type PaymentSort } from './payment-table';
import { PAYMENT_CURRENCIES } from './seed';

const MAX_PAGE_SIZE = 1000;

interface ReportQuery {
  page: number;
  pageSize: number;
  filter: PaymentFilter;
  sort: PaymentSort | null;
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
  return {
    page: positiveInt(query, 'page', 1, 1_000_000),
    pageSize: positiveInt(query, 'pageSize', 10, MAX_PAGE_SIZE),
    filter: {
      status,
      currency: currency || null,
      ids: Object.entries(ids) as [(typeof ID_FILTERS)[number], string][],
      min,
      max,
      from,
      to,
    },
    sort: readSort(query),
  };
}

/** `sort` (one of SORT_KEYS) and `dir` (asc|desc); newest first when not given, ties by id. */
function readSort(query: URLSearchParams): PaymentSort | null {
  const key = query.get('sort');
  if (key === null) return null;
  if (!(SORT_KEYS as readonly string[]).includes(key)) throw invalid('sort', { isIn: `sort must be one of ${SORT_KEYS.join(', ')}` });
  const dir = query.get('dir') ?? 'asc';
  if (dir !== 'asc' && dir !== 'desc') throw invalid('dir', { isIn: 'dir must be asc or desc' });
  return { key: key as PaymentSort['key'], dir };
}

export function registerPaymentRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/terminal/payment-report', ({ query }) => {
    const { page, pageSize, filter, sort } = readQuery(query);
    const { items, total } = store.tables.payments.report(filter, sort, page, pageSize);
    return { status: 200, body: { items, totalItems: total, page, pageSize, pageCount: Math.ceil(total / pageSize) } };
  });

  router.add('GET', '/terminal/payment-currencies', () => ({ status: 200, body: [...PAYMENT_CURRENCIES] }));
}
