import type { DatabaseSync } from 'node:sqlite';
import { INDEXES, TABLES } from '../../storage/database';
import { operatorPayments } from './operator-payments';
import { PaymentTable, type PaymentFilter, type PaymentSort } from './payment-table';
import { DAY_MS, type PaymentRecord, type PaymentSeedRow } from './seed';

// The terminal payment report over the operator volume's million payments: every page the table
// answers is the page a plain filter over all of them gives (the seed's stream is in the report's
// default order), from the first page to the deepest.

const STARTED_AT = Date.UTC(2027, 0, 15, 12);
const noFilter: PaymentFilter = { status: null, currency: null, ids: [], min: null, max: null, from: null, to: null };

interface Case {
  name: string;
  filter: PaymentFilter;
  page: number;
  pageSize: number;
  /** Filled from the stream: the matching rows' count and the page's rows. */
  total: number;
  expected: PaymentRecord[];
}

const day = (daysAgo: number) => ({ from: STARTED_AT - (daysAgo + 1) * DAY_MS, to: STARTED_AT - daysAgo * DAY_MS - 1 });

const cases: Case[] = (
  [
    { name: 'everything, first page', filter: noFilter, page: 1, pageSize: 10 },
    { name: 'everything, the last page', filter: noFilter, page: 100_000, pageSize: 10 },
    { name: 'one day, first page', filter: { ...noFilter, ...day(3) }, page: 1, pageSize: 1000 },
    { name: 'one day, third page', filter: { ...noFilter, ...day(3) }, page: 3, pageSize: 1000 },
    { name: 'failed euros over the year, deep', filter: { ...noFilter, status: 'FAILED', currency: 'EUR' }, page: 900, pageSize: 10 },
    {
      name: 'one terminal over a month',
      filter: { ...noFilter, ids: [['terminalId', 'T-123']], from: STARTED_AT - 30 * DAY_MS },
      page: 2,
      pageSize: 25,
    },
    {
      name: 'amounts 100 to 150 in a week',
      filter: { ...noFilter, min: 100, max: 150, from: STARTED_AT - 7 * DAY_MS },
      page: 5,
      pageSize: 50,
    },
  ] satisfies Omit<Case, 'total' | 'expected'>[]
).map((c) => ({ ...c, total: 0, expected: [] }));

function matches(filter: PaymentFilter, p: PaymentRecord): boolean {
  const time = Date.parse(p.timeStamp);
  return (
    (filter.status === null || p.status === filter.status) &&
    (filter.currency === null || p.currency === filter.currency) &&
    (filter.min === null || p.amount >= filter.min) &&
    (filter.max === null || p.amount <= filter.max) &&
    (filter.from === null || time >= filter.from) &&
    (filter.to === null || time <= filter.to) &&
    filter.ids.every(([key, value]) => p[key] === value)
  );
}

const record = ({ ageMs, ...row }: PaymentSeedRow): PaymentRecord => ({
  oldSystemTransactionId: row.oldSystemTransactionId,
  newSystemTransactionId: row.newSystemTransactionId,
  timeStamp: new Date(STARTED_AT - ageMs).toISOString(),
  senderId: row.senderId,
  senderFullName: row.senderFullName,
  terminalId: row.terminalId,
  receiverId: row.receiverId,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
});

let table: PaymentTable;
let db: DatabaseSync;
const oneDay: PaymentRecord[] = [];

beforeAll(() => {
  db = new (process.getBuiltinModule('node:sqlite').DatabaseSync)(':memory:');
  db.exec(TABLES);
  db.exec('BEGIN');
  PaymentTable.insertAll(db, operatorPayments());
  db.exec(INDEXES);
  db.exec('COMMIT');
  table = new PaymentTable(db, STARTED_AT);
  const sortedDay = day(10);
  for (const row of operatorPayments()) {
    const payment = record(row);
    for (const c of cases) {
      if (!matches(c.filter, payment)) continue;
      const index = c.total++;
      if (index >= (c.page - 1) * c.pageSize && index < c.page * c.pageSize) c.expected.push(payment);
    }
    if (matches({ ...noFilter, ...sortedDay }, payment)) oneDay.push(payment);
  }
}, 300_000);

afterAll(() => db.close());

describe('the payment report at a million payments', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s: the right rows and count', (_name, c) => {
    const { items, total } = table.report(c.filter, null, c.page, c.pageSize);
    expect(total).toBe(c.total);
    expect(items).toEqual(c.expected);
    expect(c.total).toBeGreaterThan(0);
  });

  it('counts the whole year and a day of it', () => {
    expect(table.report(noFilter, null, 1, 1).total).toBe(1_000_000);
    expect(oneDay.length).toBeGreaterThan(1500);
  });

  it('sorts a day by amount, largest first, ties by new system id', () => {
    const sort: PaymentSort = { key: 'amount', dir: 'desc' };
    const expected = [...oneDay].sort((a, b) => b.amount - a.amount || a.newSystemTransactionId.localeCompare(b.newSystemTransactionId));
    const { items, total } = table.report({ ...noFilter, ...day(10) }, sort, 2, 100);
    expect(total).toBe(oneDay.length);
    expect(items).toEqual(expected.slice(100, 200));
  });

  it('answers an empty page past the end and nothing for a range without payments', () => {
    expect(table.report({ ...noFilter, ...day(3) }, null, 1000, 1000).items).toEqual([]);
    expect(table.report({ ...noFilter, from: STARTED_AT + DAY_MS }, null, 1, 10)).toEqual({ items: [], total: 0 });
  });
});
