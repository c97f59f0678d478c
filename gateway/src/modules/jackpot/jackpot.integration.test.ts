import { useEmulatorStack } from '../../test/emulator-stack';

// The big jackpot through the real HTTP stack against the in-process emulator.

const stack = useEmulatorStack();
const { gql } = stack;

const READ = '{ bigJackpot { id startValue maxValue timeRange currencyRanges { name valueFrom valueTo } } }';
const SAVE = `mutation($input: SaveBigJackpotInput!) { saveBigJackpot(input: $input) {
  created bigJackpot { id startValue maxValue timeRange currencyRanges { name valueFrom valueTo } } userErrors { field message } } }`;
const FINISH = 'mutation { finishJackpot { status userErrors { message } } }';
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };
const readOnly = JSON.stringify({
  permissions: { 'CONFIGURATION.BIG_JACKPOT': 'read' },
  onlineWebsitePermissions: {},
  onlineHelpPermissions: {},
});

const input = (over: Record<string, unknown> = {}) => ({
  startValue: 5000,
  maxValue: 90000,
  timeRange: 14,
  currencyRanges: [
    { name: 'EUR', valueFrom: 5000, valueTo: 90000 },
    { name: '  ', valueFrom: 1, valueTo: 2 },
  ],
  ...over,
});

describe('big jackpot against the emulator', () => {
  it('reads the seeded configuration with its currency ranges unpacked', async () => {
    const r = await gql(READ);
    expect(r.errors).toBeUndefined();
    expect(r.data.bigJackpot).toMatchObject({ id: '1', startValue: 10000, maxValue: 250000, timeRange: 30 });
    expect(r.data.bigJackpot.currencyRanges.map((c: { name: string }) => c.name)).toEqual(['EUR', 'USD', 'GBP']);
  });

  it('updates the existing configuration, drops rows without a name, and reads it back', async () => {
    const saved = await gql(SAVE, { input: input() });
    expect(saved.data.saveBigJackpot).toEqual({
      created: false,
      bigJackpot: {
        id: '1',
        startValue: 5000,
        maxValue: 90000,
        timeRange: 14,
        currencyRanges: [{ name: 'EUR', valueFrom: 5000, valueTo: 90000 }],
      },
      userErrors: [],
    });
    expect((await gql(READ)).data.bigJackpot).toEqual(saved.data.saveBigJackpot.bigJackpot);
  });

  it("answers the spec's messages and writes nothing when the values are wrong", async () => {
    const before = (await gql(READ)).data.bigJackpot;
    const r = await gql(SAVE, { input: input({ startValue: 0, timeRange: 0 }) });
    expect(r.data.saveBigJackpot.userErrors).toEqual([
      { field: 'startValue', message: 'Start value cannot be zero.' },
      { field: 'timeRange', message: 'Time range is not valid.' },
    ]);
    const above = await gql(SAVE, { input: input({ startValue: 90000 }) });
    expect(above.data.saveBigJackpot.userErrors).toEqual([
      { field: 'startValue', message: 'Start value cannot be bigger or equal than maximum value.' },
    ]);
    expect((await gql(READ)).data.bigJackpot).toEqual(before);
  });

  it('finishes the active jackpot with the service status', async () => {
    const r = await gql(FINISH);
    expect(r.data.finishJackpot).toEqual({ status: 'FINISHED', userErrors: [] });
  });

  it('lets a reader read but not save or finish, and nothing is written', async () => {
    const manager = await stack.signIn(MANAGER, { onlinePermissions: readOnly });
    const before = (await gql(READ, {}, manager)).data.bigJackpot;
    expect(before).not.toBeNull();
    for (const mutation of [gql(SAVE, { input: input({ startValue: 1 }) }, manager), gql(FINISH, {}, manager)]) {
      const r = await mutation;
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql(READ)).data.bigJackpot).toEqual(before);
  });

  it('refuses a viewer without the permission', async () => {
    const manager = await stack.signIn(MANAGER, { onlinePermissions: null });
    expect((await gql(READ, {}, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('big jackpot with the jackpot service down', () => {
  // Nothing listens on port 9 (discard): the service is unreachable, the operator API is not.
  const down = useEmulatorStack({ JACKPOT_URL: 'http://127.0.0.1:9' });

  it('says the service is unavailable when finishing, while the configuration still loads', async () => {
    const finish = await down.gql(FINISH);
    expect(finish.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    const read = await down.gql(READ);
    expect(read.errors).toBeUndefined();
    expect(read.data.bigJackpot.id).toBe('1');
  });
});
