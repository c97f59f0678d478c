// The terminal payment report over the `payments` table (a million rows at operator volume).
// A row's `seq` is its place in the report's default order (newest first, ties by new system id),
// and its age grows with seq, so the payments of a time range are one run of seqs: the range's
// first and last seq are two index lookups, its count is their difference, and any page of it in
// the default order is read from its first seq, however deep (no OFFSET over skipped rows). Other
// filters narrow that run through their indexes (status, currency, the ids) and count and page
// within it.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { SqlTable } from '../../storage/sql-table';
import type { PaymentRecord, PaymentSeedRow } from './seed';

export const ID_FILTERS = ['terminalId', 'receiverId', 'senderId', 'oldSystemTransactionId', 'newSystemTransactionId'] as const;
export const SORT_KEYS = ['timeStamp', 'amount', 'status', 'currency', 'terminalId'] as const;

const ID_COLUMNS: Record<(typeof ID_FILTERS)[number], string> = {
  terminalId: 'terminal_id',
  receiverId: 'receiver_id',
  senderId: 'sender_id',
  oldSystemTransactionId: 'old_id',
  newSystemTransactionId: 'new_id',
};
const SORT_COLUMNS: Record<(typeof SORT_KEYS)[number], string> = {
  // Older payments are larger ages: time ascending is age descending.
  timeStamp: 'age_ms',
  amount: 'amount',
  status: 'status',
  currency: 'currency',
  terminalId: 'terminal_id',
};

export interface PaymentFilter {
  status: string | null;
  currency: string | null;
  ids: [(typeof ID_FILTERS)[number], string][];
  min: number | null;
  max: number | null;
  /** Inclusive instants, ms since the epoch. */
  from: number | null;
  to: number | null;
}

export interface PaymentSort {
  key: (typeof SORT_KEYS)[number];
  dir: 'asc' | 'desc';
}

const COLUMNS = `old_id AS oldSystemTransactionId, new_id AS newSystemTransactionId, age_ms AS ageMs, sender_id AS senderId,
  sender_name AS senderFullName, terminal_id AS terminalId, receiver_id AS receiverId, status, amount, currency`;

export class PaymentTable extends SqlTable {
  /** `startedAt`: the instant the payments' ages count back from (the emulator's start). */
  constructor(
    db: DatabaseSync,
    private readonly startedAt: number,
  ) {
    super(db);
  }

  /** Writes a seed's payments, in the report's default order, into an empty table. */
  static insertAll(db: DatabaseSync, rows: Iterable<PaymentSeedRow>): number {
    const insert = db.prepare(
      `INSERT INTO payments (seq, age_ms, old_id, new_id, sender_id, sender_name, terminal_id, receiver_id, status, amount, currency)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    let seq = 0;
    for (const p of rows) {
      insert.run(
        ++seq,
        p.ageMs,
        p.oldSystemTransactionId,
        p.newSystemTransactionId,
        p.senderId,
        p.senderFullName,
        p.terminalId,
        p.receiverId,
        p.status,
        p.amount,
        p.currency,
      );
    }
    return seq;
  }

  /** One page of the report and how many payments the filter keeps. */
  report(filter: PaymentFilter, sort: PaymentSort | null, page: number, pageSize: number): { items: PaymentRecord[]; total: number } {
    const run = this.seqRun(filter);
    if (!run) return { items: [], total: 0 };
    const where = ['seq BETWEEN ? AND ?'];
    const params: SQLInputValue[] = [run.first, run.last];
    const add = (sql: string, value: SQLInputValue) => {
      where.push(sql);
      params.push(value);
    };
    if (filter.status !== null) add('status = ?', filter.status);
    if (filter.currency !== null) add('currency = ?', filter.currency);
    for (const [key, value] of filter.ids) add(`${ID_COLUMNS[key]} = ?`, value);
    if (filter.min !== null) add('amount >= ?', filter.min);
    if (filter.max !== null) add('amount <= ?', filter.max);
    const offset = (page - 1) * pageSize;
    if (where.length === 1 && sort === null) {
      // The whole run in the default order: the page starts at a known seq.
      const rows = this.rows(
        `SELECT ${COLUMNS} FROM payments WHERE seq BETWEEN ? AND ? ORDER BY seq LIMIT ?`,
        run.first + offset,
        run.last,
        pageSize,
      );
      return { items: rows, total: run.last - run.first + 1 };
    }
    const clause = where.join(' AND ');
    const total = Number(this.statement(`SELECT count(*) AS n FROM payments WHERE ${clause}`).get(...params)!.n);
    const rows = this.rows(
      `SELECT ${COLUMNS} FROM payments WHERE ${clause} ORDER BY ${orderBy(sort)} LIMIT ? OFFSET ?`,
      ...params,
      pageSize,
      offset,
    );
    return { items: rows, total };
  }

  /** The first and last seq of the filter's time range; null when no payment is in it. */
  private seqRun(filter: PaymentFilter): { first: number; last: number } | null {
    const youngest = filter.to === null ? null : this.startedAt - filter.to;
    const oldest = filter.from === null ? null : this.startedAt - filter.from;
    const first =
      youngest === null
        ? this.statement('SELECT min(seq) AS seq FROM payments').get()?.seq
        : this.statement('SELECT seq FROM payments WHERE age_ms >= ? ORDER BY age_ms, seq LIMIT 1').get(youngest)?.seq;
    const last =
      oldest === null
        ? this.statement('SELECT max(seq) AS seq FROM payments').get()?.seq
        : this.statement('SELECT seq FROM payments WHERE age_ms <= ? ORDER BY age_ms DESC, seq DESC LIMIT 1').get(oldest)?.seq;
    if (first === undefined || first === null || last === undefined || last === null || Number(first) > Number(last)) return null;
    return { first: Number(first), last: Number(last) };
  }

  private rows(sql: string, ...params: SQLInputValue[]): PaymentRecord[] {
    return this.statement(sql)
      .all(...params)
      .map((row) => ({
        oldSystemTransactionId: row.oldSystemTransactionId as string | null,
        newSystemTransactionId: String(row.newSystemTransactionId),
        timeStamp: new Date(this.startedAt - Number(row.ageMs)).toISOString(),
        senderId: String(row.senderId),
        senderFullName: String(row.senderFullName),
        terminalId: String(row.terminalId),
        receiverId: String(row.receiverId),
        status: row.status as PaymentRecord['status'],
        amount: Number(row.amount),
        currency: String(row.currency),
      }));
  }
}

/** The default order is seq; a sort key orders by its column, ties by new system id ascending. */
function orderBy(sort: PaymentSort | null): string {
  if (sort === null) return 'seq';
  const descending = sort.key === 'timeStamp' ? sort.dir === 'asc' : sort.dir === 'desc';
  return `${SORT_COLUMNS[sort.key]} ${descending ? 'DESC' : 'ASC'}, new_id`;
}
