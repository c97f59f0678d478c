import {
  activeTags,
  cleanAmount,
  defaultRange,
  earliestFrom,
  exportUrl,
  latestFrom,
  latestTo,
  readFilter,
  toGatewayFilter,
} from './payment-filter';

const TODAY = '2026-11-25';
const read = (query: string) => readFilter(new URLSearchParams(query), TODAY);

describe('the payment report filters in the URL', () => {
  it('defaults to the last seven days, today included', () => {
    expect(defaultRange(TODAY)).toEqual({ from: '2026-11-19', to: TODAY });
    expect(defaultRange('2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(read('')).toMatchObject({ from: '2026-11-19', to: TODAY, currency: null, status: null });
  });

  it('keeps From not after To nor today, and To not after today', () => {
    expect(latestFrom('2026-11-20', TODAY)).toBe('2026-11-20');
    expect(latestFrom(TODAY, TODAY)).toBe(TODAY);
    expect(read('from=2026-11-01&to=2026-11-10')).toMatchObject({ from: '2026-11-01', to: '2026-11-10' });
    // A link from the future, or a From after its To, falls back instead of asking for the impossible.
    expect(read('from=2026-11-01&to=2026-12-01')).toMatchObject({ from: '2026-11-01', to: TODAY });
    expect(read('from=2026-11-12&to=2026-11-10')).toMatchObject({ from: '2026-11-10', to: '2026-11-10' });
    // The range covers at most a year (the gateway refuses more): an older From is brought in.
    expect(earliestFrom(TODAY)).toBe('2025-11-25');
    expect(latestTo('2025-01-01', TODAY)).toBe('2026-01-01');
    expect(latestTo('2026-11-01', TODAY)).toBe(TODAY);
    expect(read('from=0100-01-01&to=2026-11-10')).toMatchObject({ from: '2025-11-10', to: '2026-11-10' });
    expect(read('from=yesterday')).toMatchObject({ from: '2026-11-19', to: TODAY });
  });

  it('takes amounts made of digits and one decimal point only', () => {
    expect(cleanAmount('+1e5-')).toBe('15');
    expect(cleanAmount('12.50')).toBe('12.50');
    expect(read('min=12.5&max=-3').text).toMatchObject({ min: '12.5', max: '' });
    expect(read('min=1e3').text.min).toBe('');
  });

  it('shows one tag per active filter and maps the state to the gateway filter', () => {
    const state = read('from=2026-11-20&status=FAILED&currency=EUR&terminal=T-003&min=10');
    expect(activeTags(state).map((t) => t.label)).toEqual(['Minimal amount: 10', 'Terminal ID: T-003', 'Currency: EUR', 'Status: FAILED']);
    expect(toGatewayFilter(state, 'Europe/Belgrade')).toEqual({
      from: '2026-11-20',
      to: TODAY,
      timeZone: 'Europe/Belgrade',
      minAmount: 10,
      maxAmount: null,
      terminalId: 'T-003',
      receiverId: null,
      senderId: null,
      oldSystemTransactionId: null,
      newSystemTransactionId: null,
      currency: 'EUR',
      status: 'FAILED',
    });
    expect(read('status=PENDING').status).toBeNull();
  });

  it('exports with the same keys the screen keeps', () => {
    expect(exportUrl(read('from=2026-11-20&status=FAILED&sender=1001'), 'UTC')).toBe(
      '/exports/terminal-payments.csv?from=2026-11-20&to=2026-11-25&tz=UTC&sender=1001&status=FAILED',
    );
  });
});
