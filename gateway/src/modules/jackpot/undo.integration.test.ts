import { useEmulatorStack } from '../../test/emulator-stack';
import { numbered, undoCases } from '../../test/undo-cases';

// The big jackpot put back from Activity (issue 43): its maximum reverted (it is never deleted).

const READ = '{ bigJackpot { maxValue } }';
const SAVE = 'mutation($input: SaveBigJackpotInput!) { saveBigJackpot(input: $input) { userErrors { message } } }';

describe('undo on the big jackpot', () => {
  const stack = useEmulatorStack();
  const save = async (maxValue: string, headers?: Record<string, string>) => {
    const input = {
      startValue: 5000,
      maxValue: Number(maxValue),
      timeRange: 14,
      currencyRanges: [{ name: 'EUR', valueFrom: 5000, valueTo: 90000 }],
    };
    const r = await stack.gql(SAVE, { input }, headers);
    expect(r.data.saveBigJackpot.userErrors).toEqual([]);
  };
  undoCases(
    stack,
    () => ({
      entityType: 'BigJackpot',
      field: 'maxValue',
      valueFor: numbered(100000),
      create: async (maxValue, as) => (await save(maxValue, as), 'big-jackpot'),
      update: (_id, maxValue, headers) => save(maxValue, headers),
      read: async () => String((await stack.gql(READ)).data.bigJackpot.maxValue),
    }),
    'jackpot',
  );
});
