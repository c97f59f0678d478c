import { useHarness } from '../../test/harness';
import { ADMIN } from '../../test/fixtures';

const h = useHarness();

describe('big jackpot with unreadable upstream data', () => {
  it('fails only the currency ranges when their JSON string is broken', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream
      .intercept({ path: '/big-jackpot', method: 'GET' })
      .reply(200, { id: 1, startValue: 10, maxValue: 20, timeRange: 3, currencyRanges: '[{"name":"EUR"' });
    const r = await h.run('{ bigJackpot { id startValue currencyRanges { name } } }', { cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.bigJackpot).toEqual({ id: '1', startValue: 10, currencyRanges: null });
    expect(r.errors![0]!.path).toEqual(['bigJackpot', 'currencyRanges']);
  });

  it('answers null before any configuration is saved', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream
      .intercept({ path: '/big-jackpot', method: 'GET' })
      .reply(404, { statusCode: 404, message: 'Big jackpot configuration not found' });
    const r = await h.run('{ bigJackpot { id } }', { cookie: h.sessionCookie(ADMIN) });
    expect(r.errors).toBeUndefined();
    expect(r.data!.bigJackpot).toBeNull();
  });

  it('creates the configuration when none exists and says so', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream
      .intercept({ path: '/big-jackpot', method: 'GET' })
      .reply(404, { statusCode: 404, message: 'Big jackpot configuration not found' });
    h.upstream
      .intercept({ path: '/big-jackpot', method: 'POST' })
      .reply(201, { id: 7, startValue: 10, maxValue: 20, timeRange: 3, currencyRanges: '[]' });
    const r = await h.run(
      'mutation { saveBigJackpot(input: { startValue: 10, maxValue: 20, timeRange: 3, currencyRanges: [] }) { created bigJackpot { id } userErrors { message } } }',
      { cookie: h.sessionCookie(ADMIN) },
    );
    expect(r.data!.saveBigJackpot).toEqual({ created: true, bigJackpot: { id: '7' }, userErrors: [] });
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /big-jackpot', 'POST /big-jackpot']);
  });
});
