import { useEmulatorStack } from '../test/emulator-stack';

// Values no form would send, sent straight to the API (issue 31 item 7): each is refused as the
// client's mistake, with a reason, and nothing is written.

const stack = useEmulatorStack();
const { gql } = stack;
const today = new Date().toISOString().slice(0, 10);

const SAVE_JACKPOT = `mutation($input: SaveBigJackpotInput!) { saveBigJackpot(input: $input) {
  bigJackpot { id } userErrors { field message } } }`;
const JACKPOT = '{ bigJackpot { startValue maxValue timeRange currencyRanges { name valueFrom valueTo } } }';
const jackpot = (over: Record<string, unknown>) => ({
  startValue: 1000,
  maxValue: 5000,
  timeRange: 30,
  currencyRanges: [{ name: 'EUR', valueFrom: 10, valueTo: 100 }],
  ...over,
});
const range = (name: string, valueFrom: number, valueTo: number) => ({ name, valueFrom, valueTo });

describe('the big jackpot, saved through the API, follows the form’s rules', () => {
  it.each([
    ['From above To', { currencyRanges: [range('EUR', 100, 10)] }, 'currencyRanges.0.valueFrom', 'From cannot be above To.'],
    ['a negative range', { currencyRanges: [range('EUR', -5, -1)] }, 'currencyRanges.0.valueFrom', 'From must be 0 or more.'],
    [
      'the same currency twice',
      { currencyRanges: [range('EUR', 1, 2), range('eur', 3, 4)] },
      'currencyRanges.1.name',
      'This currency is already listed.',
    ],
    ['a start of 1e300', { startValue: 1e300, maxValue: 2e300 }, 'startValue', 'Start value cannot be above 1,000,000,000,000.'],
    ['a negative start', { startValue: -5 }, 'startValue', 'Start value must be a positive number.'],
    ['a time range of 2147483647 days', { timeRange: 2147483647 }, 'timeRange', 'Time range is not valid.'],
  ])('refuses %s', async (_what, over, field, message) => {
    const before = (await gql(JACKPOT)).data.bigJackpot;
    const r = await gql(SAVE_JACKPOT, { input: jackpot(over) });
    expect(r.data.saveBigJackpot.bigJackpot).toBeNull();
    expect(r.data.saveBigJackpot.userErrors).toContainEqual({ field, message });
    expect((await gql(JACKPOT)).data.bigJackpot).toEqual(before);
  });

  it('refuses 20,000 currency rows before anything is sent', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => range(`C${i}`, 0, 1));
    const r = await gql(SAVE_JACKPOT, { input: jackpot({ currencyRanges: rows }) });
    expect(r.data.saveBigJackpot.userErrors).toEqual([{ field: 'currencyRanges', message: 'Must have at most 50 items' }]);
  });
});

describe('other values out of range', () => {
  it('refuses tooltips for a sport that does not exist', async () => {
    const r = await gql('mutation { createSportTooltips(sportId: "999999") { tooltipSport { id } userErrors { field message } } }');
    expect(r.data.createSportTooltips).toEqual({ tooltipSport: null, userErrors: [{ field: 'sportId', message: 'Unknown sport.' }] });
  });

  it('refuses 10,000 slugs on one icon', async () => {
    const slugs = Array.from({ length: 10_000 }, (_, i) => `slug-${i}`);
    const r = await gql('mutation($input: IconInput!) { createIcon(input: $input) { icon { id } userErrors { field message } } }', {
      input: { name: 'many-slugs', slugs },
    });
    expect(r.data.createIcon).toEqual({ icon: null, userErrors: [{ field: 'slugs', message: 'Must have at most 50 items' }] });
  });

  it.each(['2026-13-45', '9999-99-99', '2026-02-30'])('refuses the activity date %s instead of answering nothing', async (from) => {
    const r = await gql('query($f: ActivityFilter) { activity(filter: $f) { totalItems } }', { f: { from } });
    expect(r.errors?.[0]).toMatchObject({ message: 'from must be a date written YYYY-MM-DD.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("answers an upstream's refusal as the client's error, with its reason, not as an outage", async () => {
    const payments = await gql('query($f: TerminalPaymentFilter!) { terminalPayments(filter: $f, page: 1000000000) { totalItems } }', {
      f: { from: today, to: today },
    });
    expect(payments.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(payments.errors?.[0]?.message).not.toBe('The service returned an invalid response');
    const events = await gql('{ streamEvents(provider: IMG_ARENA, sportId: -1) { id } }');
    expect(events.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
