import { isWebAddress } from './index.js';

describe('isWebAddress', () => {
  it('accepts absolute http and https addresses with a host', () => {
    for (const url of ['https://starbet.example', 'http://localhost:3000/path?x=1']) expect(isWebAddress(url)).toBe(true);
  });

  it('refuses other schemes, relative paths, spaces and text', () => {
    for (const url of ['javascript:alert(1)', 'ftp://host', '/promo', 'https://star bet.example', 'starbet', 'https://']) {
      expect(isWebAddress(url)).toBe(false);
    }
  });
});
