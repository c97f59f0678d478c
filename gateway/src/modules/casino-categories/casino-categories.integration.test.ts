import { useEmulatorStack } from '../../test/emulator-stack';

// Casino categories through the real HTTP stack against the in-process emulator.

const stack = useEmulatorStack();
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const LIST = '{ casinoCategories { id categoryId name websiteId active hidden archived numberOfGames } }';

describe('casino categories against the emulator', () => {
  it("lists every website's categories for a developer, each with its own id", async () => {
    const r = await stack.gql(LIST, {}, await stack.signIn(DEVELOPER));
    const rows = r.data.casinoCategories as { id: string; websiteId: string; archived: boolean }[];
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows[0]).toMatchObject({ id: '1:101', categoryId: '101', name: 'Slots', websiteId: '1', numberOfGames: expect.any(Number) });
    expect(rows.some((row) => row.archived)).toBe(true);
  });

  it('is for developers only', async () => {
    expect((await stack.gql(LIST)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
