import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';

// The payments report through the real HTTP stack against the in-process emulator's ~5,000 payments.

const stack = useEmulatorStack();
const { gql } = stack;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const WEEK = { from: day(-6), to: day(0), timeZone: 'UTC' };
const PAGE = `query($filter: TerminalPaymentFilter!, $page: Int) { terminalPayments(filter: $filter, page: $page) {
  items { id oldSystemTransactionId time senderId senderFullName terminalId receiverId status amount currency } totalItems pageCount page } }`;
const SUMMARY = `query($filter: TerminalPaymentFilter!) { terminalPaymentSummary(filter: $filter) {
  count successful failed totals { currency amount count successfulCount } days { day successful failed } } }`;
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };
const withPayments = (level: string | null) =>
  JSON.stringify({
    permissions: level ? { 'TERMINAL_PAYMENTS.TERMINAL_PAYMENTS': level } : {},
    onlineWebsitePermissions: {},
    onlineHelpPermissions: {},
  });

afterEach(async () => {
  await request(`${stack.emulatorUrl}/_dev/faults`, { method: 'DELETE' }).then((r) => r.body.dump());
});

describe('terminal payments against the emulator', () => {
  it('lists a page of ten, newest first, all within the range', async () => {
    const r = await gql(PAGE, { filter: WEEK });
    expect(r.errors).toBeUndefined();
    const { items, totalItems, pageCount } = r.data.terminalPayments;
    expect(items).toHaveLength(10);
    expect(totalItems).toBeGreaterThan(200);
    expect(pageCount).toBe(Math.ceil(totalItems / 10));
    const times = items.map((p: { time: string }) => p.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times.every((t: string) => t >= `${WEEK.from}T00:00:00.000Z`)).toBe(true);
  });

  it('applies status, currency, amounts and an id, server side', async () => {
    const filter = { ...WEEK, from: day(-59), status: 'FAILED', currency: 'EUR', minAmount: 10, maxAmount: 150 };
    const r = await gql(PAGE, { filter });
    const items = r.data.terminalPayments.items as { status: string; currency: string; amount: number; terminalId: string }[];
    expect(items.length).toBeGreaterThan(0);
    for (const p of items) {
      expect(p).toMatchObject({ status: 'FAILED', currency: 'EUR' });
      expect(p.amount).toBeGreaterThanOrEqual(10);
      expect(p.amount).toBeLessThanOrEqual(150);
    }
    const terminal = items[0]!.terminalId;
    const byTerminal = await gql(PAGE, { filter: { ...filter, terminalId: terminal } });
    expect(byTerminal.data.terminalPayments.items.every((p: { terminalId: string }) => p.terminalId === terminal)).toBe(true);
    expect(byTerminal.data.terminalPayments.totalItems).toBeLessThan(r.data.terminalPayments.totalItems);
  });

  it('sums the whole filtered range, not only the page on screen', async () => {
    const filter = { ...WEEK, from: day(-59) };
    const [summary, page] = await Promise.all([gql(SUMMARY, { filter }), gql(PAGE, { filter })]);
    const s = summary.data.terminalPaymentSummary;
    expect(s.count).toBe(page.data.terminalPayments.totalItems);
    expect(s.count).toBeGreaterThan(4500);
    expect(s.successful + s.failed).toBe(s.count);
    expect(s.totals.map((t: { currency: string }) => t.currency)).toEqual(['BAM', 'EUR', 'MKD', 'RSD', 'USD']);
    expect(s.totals.reduce((n: number, t: { count: number }) => n + t.count, 0)).toBe(s.count);
    expect(s.days).toHaveLength(60);
    expect(s.days.reduce((n: number, d: { successful: number; failed: number }) => n + d.successful + d.failed, 0)).toBe(s.count);
    const failedOnly = (await gql(SUMMARY, { filter: { ...filter, status: 'FAILED' } })).data.terminalPaymentSummary;
    expect(failedOnly).toMatchObject({ count: s.failed, successful: 0, failed: s.failed });
    expect(failedOnly.totals.every((t: { amount: number }) => t.amount === 0)).toBe(true);
    // The count under "Successful total per currency" counts successful payments only.
    expect(failedOnly.totals.every((t: { successfulCount: number }) => t.successfulCount === 0)).toBe(true);
    const successful = s.totals.reduce((n: number, t: { successfulCount: number }) => n + t.successfulCount, 0);
    expect(successful).toBe(s.successful);
  });

  it("keeps a past day's figures once computed, for every zone and filter: a year's figures again read only the days not over", async () => {
    const run = async (filter: Record<string, string>) => {
      const contextValue = stack.gateway.createContext({ headers: stack.auth, secure: false });
      const answer = await stack.gateway.apollo.executeOperation({ query: SUMMARY, variables: { filter } }, { contextValue });
      if (answer.body.kind !== 'single') throw new Error('expected a single result');
      const reports = contextValue.stats.calls.filter((call) => call.includes('/terminal/payment-report'));
      const summary = answer.body.singleResult.data?.terminalPaymentSummary as { count: number; failed: number };
      return { summary, reports };
    };
    const year = { from: day(-364), to: day(0), timeZone: 'Europe/Belgrade' };
    const first = await run(year);
    const again = await run(year);
    // Today, and yesterday while it may still get late payments: nothing else is asked again.
    expect(again.reports.length).toBeLessThanOrEqual(4);
    expect(again.summary).toEqual(first.summary);
    expect(again.summary.count).toBe((await gql(PAGE, { filter: year })).data.terminalPayments.totalItems);
    // Another zone (a quarter-hour offset) under a status and a currency: summed from what was kept.
    const failedEuros = { from: day(-364), to: day(0), timeZone: 'Asia/Kathmandu', status: 'FAILED', currency: 'EUR' };
    const other = await run(failedEuros);
    expect(other.reports.length).toBeLessThanOrEqual(4);
    expect(other.summary.count).toBeGreaterThan(0);
    expect(other.summary).toMatchObject({ failed: other.summary.count, successful: 0 });
    expect(other.summary.count).toBe((await gql(PAGE, { filter: failedEuros })).data.terminalPayments.totalItems);
  });

  it('refuses a range the date pickers would not allow', async () => {
    const after = await gql(PAGE, { filter: { ...WEEK, from: day(0), to: day(-1) } });
    expect(after.errors?.[0]).toMatchObject({ message: 'From cannot be after To.', extensions: { code: 'BAD_USER_INPUT', field: 'from' } });
    const future = await gql(PAGE, { filter: { ...WEEK, to: day(2) } });
    expect(future.errors?.[0]?.message).toBe('To cannot be after today.');
    // A range back to year 100 would list ~700,000 days: refused before one is listed, for the
    // figures and for the export alike.
    const ages = await gql(SUMMARY, { filter: { ...WEEK, from: '0100-01-01' } });
    expect(ages.errors?.[0]).toMatchObject({ message: 'The range can cover at most 366 days.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(ages.data).toBeNull();
  });

  it('sorts the report on a column, in either direction, page after page', async () => {
    const SORTED = `query($filter: TerminalPaymentFilter!, $sort: PaymentSort, $page: Int) {
      terminalPayments(filter: $filter, sort: $sort, page: $page, pageSize: 50) { items { amount terminalId } } }`;
    const amounts = async (direction: string, page: number) =>
      (
        (await gql(SORTED, { filter: WEEK, sort: { column: 'AMOUNT', direction }, page })).data.terminalPayments.items as {
          amount: number;
        }[]
      ).map((p) => p.amount);
    const first = await amounts('ASC', 1);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect((await amounts('ASC', 2))[0]).toBeGreaterThanOrEqual(first[first.length - 1]!);
    const down = await amounts('DESC', 1);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('lists the currencies', async () => {
    expect((await gql('{ paymentCurrencies }')).data.paymentCurrencies).toEqual(['EUR', 'RSD', 'BAM', 'MKD', 'USD']);
  });

  it('exports the filtered report as CSV, every row of it', async () => {
    const query = new URLSearchParams({ from: day(-59), to: day(0), tz: 'UTC', status: 'FAILED', currency: 'RSD' });
    const count = (await gql(PAGE, { filter: { ...WEEK, from: day(-59), status: 'FAILED', currency: 'RSD' } })).data.terminalPayments
      .totalItems;
    const res = await request(`${stack.base}/exports/terminal-payments.csv?${query.toString()}`, { headers: stack.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="terminal-payments-${day(-59)}-${day(0)}.csv"`);
    const lines = (await res.body.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Old System ID,New System ID,Time (UTC),Sender,Sender Full Name,Terminal ID,Receiver,Status,Amount,Currency');
    expect(lines).toHaveLength(count + 1);
    expect(lines.slice(1).every((line) => line.endsWith(',FAILED,' + line.split(',')[8] + ',RSD'))).toBe(true);
    expect(lines[1]).toMatch(/^(OS-\d{7})?,NS-\d{6},\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+,[^,]+,T-\d{3},\d+,FAILED,\d+\.\d\d,RSD$/);
  });

  it('answers a refused export with its status and message', async () => {
    const res = await request(`${stack.base}/exports/terminal-payments.csv?from=${day(1)}&to=${day(0)}`, { headers: stack.auth });
    expect(res.statusCode).toBe(400);
    expect(await res.body.json()).toEqual({ message: 'From cannot be after To.' });
    const ages = await request(`${stack.base}/exports/terminal-payments.csv?from=0100-01-01&to=${day(0)}`, { headers: stack.auth });
    expect(ages.statusCode).toBe(400);
    expect(await ages.body.json()).toEqual({ message: 'The range can cover at most 366 days.' });
    const anonymous = await request(`${stack.base}/exports/terminal-payments.csv?from=${day(-1)}&to=${day(0)}`);
    expect(anonymous.statusCode).toBe(401);
    await anonymous.body.dump();
  });

  it('lets a reader in and keeps everyone else out, the export included', async () => {
    const reader = await stack.signIn(MANAGER, { onlinePermissions: withPayments('read') });
    expect((await gql(PAGE, { filter: WEEK }, reader)).data.terminalPayments.items).toHaveLength(10);
    const outsider = await stack.signIn(MANAGER, { onlinePermissions: withPayments(null) });
    for (const query of [
      gql(PAGE, { filter: WEEK }, outsider),
      gql(SUMMARY, { filter: WEEK }, outsider),
      gql('{ paymentCurrencies }', {}, outsider),
    ]) {
      expect((await query).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const res = await request(`${stack.base}/exports/terminal-payments.csv?from=${day(-1)}&to=${day(0)}`, { headers: outsider });
    expect(res.statusCode).toBe(403);
    await res.body.dump();
  });

  it('says the report is unavailable when its upstream fails, while the currencies still load', async () => {
    await request(`${stack.emulatorUrl}/_dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: '500', path: '/terminal/payment-report' }),
    }).then((r) => r.body.dump());
    const r = await gql(PAGE, { filter: WEEK });
    expect(r.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await gql('{ paymentCurrencies }')).data.paymentCurrencies).toHaveLength(5);
  });
});
