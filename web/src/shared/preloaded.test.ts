import { markPreloaded, screenFetchPolicy } from './preloaded';

describe('screenFetchPolicy', () => {
  afterEach(() => jest.useRealTimers());

  it('reads a query its route loader has just started from the cache alone', () => {
    markPreloaded('WebsiteEdit:1');
    expect(screenFetchPolicy('WebsiteEdit:1')).toBe('cache-first');
    expect(screenFetchPolicy('WebsiteEdit:2')).toBe('cache-and-network');
  });

  it('refreshes in the background again once the preload is old', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    markPreloaded('WebsiteEdit:3');
    jest.setSystemTime(1_000_000 + 60_000);
    expect(screenFetchPolicy('WebsiteEdit:3')).toBe('cache-and-network');
  });
});
