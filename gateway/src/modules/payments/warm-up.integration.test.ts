import { useEmulatorStack } from '../../test/emulator-stack';
import { PaymentsWarmUp, paymentsWarmUp } from './warm-up';

// The warm-up against the in-process emulator: a payments reader opening the app starts it, it
// keeps every settled day of the past year, and a year's figures then read only the days not over,
// in any zone and under any status or currency. One replica at a time does it.

const stack = useEmulatorStack({ PAYMENTS_WARM_UP: 'true' });
const SUMMARY = `query($filter: TerminalPaymentFilter!) { terminalPaymentSummary(filter: $filter) { count successful failed } }`;
const ZONE = 'America/St_Johns';
// Days as the filter's zone counts them: from 00:00 to 03:30 UTC, St John's is still on the day
// before, and a `to` of the UTC date would be after its today (refused).
const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() + offset * 86_400_000);

const context = () => stack.gateway.createContext({ headers: stack.auth, secure: false });

async function summaryOf(filter: Record<string, string>) {
  const contextValue = context();
  const answer = await stack.gateway.apollo.executeOperation({ query: SUMMARY, variables: { filter } }, { contextValue });
  if (answer.body.kind !== 'single') throw new Error('expected a single result');
  const reports = contextValue.stats.calls.filter((call) => call.includes('/terminal/payment-report'));
  return { summary: answer.body.singleResult.data?.terminalPaymentSummary as { count: number; failed: number }, reports };
}

it("keeps the past year's days once a payments reader opens the app; a year's figures then read only the days not over", async () => {
  expect((await stack.gql('{ viewer { canReadTerminalPayments } }')).data.viewer.canReadTerminalPayments).toBe(true);
  const warmUp = context().use(paymentsWarmUp);
  const outcome = await warmUp.current;
  expect(outcome).toEqual({ read: expect.any(Number) as number, done: true });
  expect(outcome!.read).toBeGreaterThanOrEqual(366);
  // Done for today: opening the app again reads nothing.
  expect(warmUp.start(context().auth!)).toBeNull();

  const filter = { from: day(-365), to: day(0), timeZone: ZONE, status: 'SUCCESSFUL', currency: 'RSD' };
  const { summary, reports } = await summaryOf(filter);
  expect(reports.length).toBeLessThanOrEqual(4);
  expect(summary.count).toBeGreaterThan(0);
  expect(summary.failed).toBe(0);
  const PAGE = `query($filter: TerminalPaymentFilter!) { terminalPayments(filter: $filter) { totalItems } }`;
  expect(summary.count).toBe((await stack.gql(PAGE, { filter })).data.terminalPayments.totalItems);
});

it('leaves the warm-up to the replica that holds the lock', async () => {
  const { services } = stack.gateway;
  const held = await services.state.settled.claim('payments:warm-up', 60_000);
  expect(held).not.toBeNull();
  // Another replica's warm-up: the same shared state, a replica of its own.
  expect(await new PaymentsWarmUp(services).start(context().auth!)).toEqual({ read: 0, done: null });
  await services.state.settled.release('payments:warm-up', held!);
  expect(await new PaymentsWarmUp(services).start(context().auth!)).toEqual({ read: 0, done: true });
});
