import { CasinoTokenCache } from './casino-token-cache';

describe('CasinoTokenCache', () => {
  let now = 0;
  const cache = () => new CasinoTokenCache(() => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('reuses a token until shortly before it expires', async () => {
    const c = cache();
    let calls = 0;
    const fetch = async () => ({ token: `t${++calls}`, expiresIn: 300 });
    expect(await c.get('k', fetch)).toBe('t1');
    now += 269_000;
    expect(await c.get('k', fetch)).toBe('t1');
    now += 2_000; // within the last 30 s
    expect(await c.get('k', fetch)).toBe('t2');
    expect(calls).toBe(2);
  });

  it('shares one call between concurrent requests, per session key', async () => {
    const c = cache();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = async () => {
      const n = ++calls;
      await gate;
      return { token: `t${n}`, expiresIn: 300 };
    };
    const pending = [c.get('a', fetch), c.get('a', fetch), c.get('a', fetch), c.get('b', fetch)];
    release();
    expect(await Promise.all(pending)).toEqual(['t1', 't1', 't1', 't2']);
    expect(calls).toBe(2);
  });

  it('forgets a failed call and a dropped token', async () => {
    const c = cache();
    await expect(c.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await c.get('k', async () => ({ token: 'ok', expiresIn: 300 }))).toBe('ok');
    await c.drop('k', 'other'); // an older token: the current one stays
    expect(await c.get('k', async () => ({ token: 'new', expiresIn: 300 }))).toBe('ok');
    await c.drop('k', 'ok');
    expect(await c.get('k', async () => ({ token: 'new', expiresIn: 300 }))).toBe('new');
  });
});
