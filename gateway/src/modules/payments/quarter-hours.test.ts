import type { UpstreamPayment } from './client';
import { addPayments, narrowed, noFigures, type DayFigures, type KeptFilter } from './figures';
import { addToQuarterHours, figuresBetween, utcDaysOf, type QuarterHours } from './quarter-hours';
import { dayBounds } from './report-range';
import { keptCanAnswer } from './settled-days';

// Kept figures are exact: for every filter the kept figures serve (any status, any currency, both,
// neither) and every kind of zone (whole hours, half and three-quarter hours, DST changes, a day
// ahead of UTC or behind it), a zone's day summed from UTC quarter-hours equals the figures of the
// payments the upstream would list for that filter and day, added up one by one.

const DAYS = ['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26'];
const ZONES = [
  'UTC',
  'Europe/Belgrade',
  'America/New_York',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Australia/Eucla',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];
const FILTERS: KeptFilter[] = [
  {},
  { status: 'SUCCESSFUL' },
  { status: 'FAILED' },
  { currency: 'EUR' },
  { currency: 'RSD', status: 'FAILED' },
  { currency: 'USD', status: 'SUCCESSFUL' },
  { currency: 'XYZ' },
];
const CURRENCIES = ['RSD', 'EUR', 'BAM', 'USD'];
const FAR_FUTURE = Date.UTC(2030, 0, 1);

/** A fixed pseudo-random sequence (the same payments on every run). */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** Payments over the UTC days around the test days, some on the very first and last millisecond of a quarter-hour. */
function payments(): UpstreamPayment[] {
  const next = random(40);
  const from = Date.parse('2026-03-25T00:00:00Z');
  const out: UpstreamPayment[] = [];
  for (const [start, days] of [
    [from, 8],
    [Date.parse('2026-10-22T00:00:00Z'), 7],
  ] as const) {
    for (let i = 0; i < days * 400; i++) {
      const at = start + Math.floor(next() * days * 86_400_000);
      const edge = i % 10 === 0 ? at - (at % 900_000) - (i % 20 === 0 ? 1 : 0) : at;
      out.push({
        oldSystemTransactionId: null,
        newSystemTransactionId: `NS-${String(i)}`,
        timeStamp: new Date(edge).toISOString(),
        senderId: '1',
        senderFullName: 'A',
        terminalId: 'T-001',
        receiverId: '2',
        status: next() < 0.85 ? 'SUCCESSFUL' : 'FAILED',
        amount: Math.round(next() * 100_000) / 100,
        currency: CURRENCIES[Math.floor(next() * CURRENCIES.length)]!,
      });
    }
  }
  return out;
}

const all = payments();
const quarterHours = new Map<string, QuarterHours>();
for (const payment of all) {
  const day = payment.timeStamp.slice(0, 10);
  if (!quarterHours.has(day)) quarterHours.set(day, {});
}
for (const [day, slots] of quarterHours) addToQuarterHours(slots, all, day);

/** The figures the summary adds up from the upstream's filtered list of the day. */
function direct(day: string, timeZone: string, filter: KeptFilter): DayFigures {
  const { fromTime, toTime } = dayBounds(day, timeZone);
  const listed = all.filter(
    (p) =>
      p.timeStamp >= fromTime &&
      p.timeStamp <= toTime &&
      (filter.status === undefined || p.status === filter.status) &&
      (filter.currency === undefined || p.currency === filter.currency),
  );
  const days = new Map([[day, noFigures()]]);
  addPayments(days, listed, timeZone);
  return days.get(day)!;
}

describe.each(ZONES)('kept quarter-hours in %s', (timeZone) => {
  it.each(FILTERS.map((filter) => [JSON.stringify(filter), filter] as const))('sum to the direct figures under %s', (_name, filter) => {
    for (const day of DAYS) {
      const bounds = dayBounds(day, timeZone);
      const span = { from: Date.parse(bounds.fromTime), to: Date.parse(bounds.toTime) };
      expect(keptCanAnswer(span, FAR_FUTURE)).toBe(true);
      const kept = narrowed(figuresBetween(span.from, span.to, quarterHours), filter);
      const expected = direct(day, timeZone, filter);
      expect(kept).toEqual(expected);
      if (filter.currency !== 'XYZ') expect(expected.count).toBeGreaterThan(0);
    }
  });
});

describe('which days the kept figures answer', () => {
  it('waits an hour after the last UTC day a zone day touches', () => {
    const bounds = dayBounds('2026-03-28', 'Europe/Belgrade');
    const span = { from: Date.parse(bounds.fromTime), to: Date.parse(bounds.toTime) };
    expect(utcDaysOf(span.from, span.to)).toEqual(['2026-03-27', '2026-03-28']);
    expect(keptCanAnswer(span, Date.parse('2026-03-29T00:59:59Z'))).toBe(false);
    expect(keptCanAnswer(span, Date.parse('2026-03-29T01:00:00Z'))).toBe(true);
  });

  it('leaves a span of broken quarter-hours to the upstream', () => {
    expect(keptCanAnswer({ from: Date.parse('2026-01-01T00:05:00Z'), to: Date.parse('2026-01-02T00:04:59.999Z') }, FAR_FUTURE)).toBe(false);
  });
});
