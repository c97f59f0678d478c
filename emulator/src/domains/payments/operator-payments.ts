// An operator's year of terminal payments: one million, the demo's 5,000 among them. Spread as a
// betting operator's are: busier weekends, a summer lull between seasons, slow growth over the
// year, evenings busier than mornings; 420 terminals, 50,000 senders, 1,000 receivers; RSD the
// most used currency; about 12% failed. Streamed in the report's default order (newest first),
// one day at a time, so a million rows never sit in memory at once.
import { seededRandom } from '../../seed/random';
import {
  byReportOrder,
  DAY_MS,
  DEMO_PAYMENT_COUNT,
  demoPayments,
  paymentAmount,
  senderFullName,
  type PaymentCurrency,
  type PaymentSeedRow,
} from './seed';

export const OPERATOR_PAYMENT_COUNT = 1_000_000;
const DAYS = 365;
const TERMINALS = 420;
const SENDERS = 50_000;
const RECEIVERS = 1000;
/** Days before the start when the new system took over: older payments also have an old system id. */
const MIGRATION_DAYS = 120;
const CURRENCY_SHARES: [PaymentCurrency, number][] = [
  ['RSD', 0.4],
  ['EUR', 0.25],
  ['BAM', 0.15],
  ['MKD', 0.12],
  ['USD', 0.08],
];
/** Relative traffic by hour of the day (evenings and match nights), from midnight. */
const HOURLY = [2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 6, 7, 7, 7, 8, 9, 10, 12, 13, 13, 11, 7, 4];
const HOURLY_TOTAL = HOURLY.reduce((sum, weight) => sum + weight, 0);

function currencyOf(draw: number): PaymentCurrency {
  let sum = 0;
  for (const [currency, share] of CURRENCY_SHARES) {
    sum += share;
    if (draw < sum) return currency;
  }
  return 'USD';
}

/** How many of the extra payments each day holds (day 0 = the last 24 hours), summing to `total`. */
export function paymentsPerDay(total: number, next: () => number): number[] {
  const weights = Array.from({ length: DAYS }, (_, day) => {
    const weekday = [1.35, 1.25, 0.85, 0.8, 0.9, 0.95, 1.1][day % 7]!;
    const season = 1 - 0.25 * Math.max(0, Math.cos(((day - 150) / DAYS) * 2 * Math.PI)) ** 4;
    const growth = 1 - (0.3 * day) / DAYS;
    return weekday * season * growth * (0.9 + 0.2 * next());
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((weight) => Math.floor((weight / sum) * total));
  for (let left = total - counts.reduce((a, b) => a + b, 0), day = 0; left > 0; left--, day = (day + 1) % DAYS) counts[day]!++;
  return counts;
}

/** A time of day, in ms, drawn from HOURLY. */
function timeOfDay(next: () => number): number {
  let draw = next() * HOURLY_TOTAL;
  let hour = 0;
  while (hour < HOURLY.length - 1 && draw >= HOURLY[hour]!) draw -= HOURLY[hour++]!;
  return Math.floor((hour + draw / HOURLY[hour]!) * 3_600_000);
}

/** The extra payments of one day in the report's order; `firstId` is the newest's id. */
function dayOfPayments(day: number, count: number, firstId: number, next: () => number): PaymentSeedRow[] {
  // An age within the day: the day's end (in age) minus a time of day; the newest has the smallest.
  const ages = Array.from({ length: count }, () => day * DAY_MS + (DAY_MS - 1 - timeOfDay(next))).sort((a, b) => a - b);
  const rows = ages.map((ageMs, i): PaymentSeedRow => {
    const id = firstId - i;
    const sender = 1000 + Math.floor(next() * SENDERS);
    const currency = currencyOf(next());
    return {
      oldSystemTransactionId: day >= MIGRATION_DAYS ? `OS-${String(8_000_000 + id)}` : null,
      newSystemTransactionId: `NS-${String(id)}`,
      ageMs,
      senderId: String(sender),
      senderFullName: senderFullName(sender),
      terminalId: `T-${String(1 + Math.floor(next() * TERMINALS)).padStart(3, '0')}`,
      receiverId: String(5000 + Math.floor(next() * RECEIVERS)),
      status: next() < 0.88 ? 'SUCCESSFUL' : 'FAILED',
      amount: paymentAmount(next, currency),
      currency,
    };
  });
  // Two payments in the same millisecond: by id, as the report orders them (7-digit ids compare as numbers).
  return rows.sort(byReportOrder);
}

/** The operator's million, in the report's default order. */
export function* operatorPayments(): Generator<PaymentSeedRow> {
  const next = seededRandom(20270101);
  const extra = OPERATOR_PAYMENT_COUNT - DEMO_PAYMENT_COUNT;
  const perDay = paymentsPerDay(extra, next);
  const demo = demoPayments();
  let demoAt = 0;
  // New system ids grow with time: the newest extra payment has the highest, 1_100_000 + extra - 1.
  let nextId = 1_100_000 + extra - 1;
  for (let day = 0; day < DAYS; day++) {
    for (const payment of dayOfPayments(day, perDay[day]!, nextId, next)) {
      while (demoAt < demo.length && byReportOrder(demo[demoAt]!, payment) < 0) yield demo[demoAt++]!;
      yield payment;
    }
    nextId -= perDay[day]!;
  }
  while (demoAt < demo.length) yield demo[demoAt++]!;
}
