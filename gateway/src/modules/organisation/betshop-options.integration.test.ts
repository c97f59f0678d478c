import { useEmulatorStack } from '../../test/emulator-stack';

// The betshop picker against the emulator's one search across every market (emulator/README.md).

const stack = useEmulatorStack();
const QUERY = 'query($s: String, $n: Int) { betshopOptions(search: $s, limit: $n) { items { id name marketId } totalItems } }';

describe('betshopOptions on the emulator', () => {
  it('finds a betshop of any market by name', async () => {
    const r = await stack.gql(QUERY, { s: 'lucky', n: 20 });
    expect(r.data?.betshopOptions).toEqual({ items: [{ id: '2', name: 'Lucky Play Belgrade', marketId: '2' }], totalItems: 1 });
  });

  it('finds a betshop by its id', async () => {
    const r = await stack.gql(QUERY, { s: '4', n: 20 });
    expect(r.data?.betshopOptions.items).toEqual([{ id: '4', name: 'Arena Sport Berlin', marketId: '4' }]);
  });

  it('answers the first matches and how many there are in all', async () => {
    const r = await stack.gql(QUERY, { s: null, n: 2 });
    expect(r.data?.betshopOptions.items).toHaveLength(2);
    expect(r.data?.betshopOptions.totalItems).toBeGreaterThanOrEqual(5);
  });
});
