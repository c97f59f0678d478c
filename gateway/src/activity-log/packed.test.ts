import { pack, readable, unpack } from './packed';

describe('a value packed for a restore', () => {
  const csv = '"section","key","phrase"\r\n' + '"sports","title","Fußball ""live"""\r\n'.repeat(1000);

  it('gives back the whole text, and shows people its summary alone', () => {
    const value = pack('1,000 phrases, kept for a restore', csv);
    expect(unpack(value)).toBe(csv);
    expect(readable(value)).toBe('1,000 phrases, kept for a restore');
    expect(value.length).toBeLessThan(csv.length / 10);
  });

  it('leaves a plain value as it is', () => {
    expect(unpack('English')).toBeNull();
    expect(readable('English')).toBe('English');
    expect(readable(null)).toBeNull();
  });
});
