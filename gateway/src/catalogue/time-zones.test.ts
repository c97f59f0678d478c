import { zoneNamed, zoneNameCounts } from './time-zones';

// Time-zone names resolved against the runtime's list, in any letter case, without a formatter
// per spelling (issue 42: 30,000 spellings grew one replica by ~100 MB).

describe('zoneNamed', () => {
  afterEach(() => jest.restoreAllMocks());

  it("names every zone the runtime knows, and UTC, in the runtime's spelling, whatever the letter case", () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      expect(zoneNamed(zone)).toBe(zone);
      expect(zoneNamed(zone.toUpperCase())).toBe(zone);
    }
    expect(zoneNamed('utc')).toBe('UTC');
    expect(zoneNamed('eUROPE/bELGRADE')).toBe('Europe/Belgrade');
  });

  it('builds no formatter for thousands of spellings of known zones', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    const name = 'america/new_york';
    for (let n = 0; n < 5000; n++) {
      const spelling = [...name].map((ch, i) => ((n >> (i % 13)) & 1 ? ch.toUpperCase() : ch)).join('');
      expect(zoneNamed(spelling)).toBe('America/New_York');
    }
    expect(built).not.toHaveBeenCalled();
  });

  it('accepts the aliases the runtime accepts, asking it once per lower-case spelling', () => {
    const alias = 'Etc/GMT+5';
    const expected = new Intl.DateTimeFormat('en-GB', { timeZone: alias }).resolvedOptions().timeZone;
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    expect(zoneNamed('etc/gmt+5')).toBe(expected);
    expect(zoneNamed('ETC/GMT+5')).toBe(expected);
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('refuses unknown names and keeps what it remembers of them bounded', () => {
    expect(zoneNamed('Mars/Olympus')).toBeNull();
    expect(zoneNamed('')).toBeNull();
    for (let n = 0; n < 3000; n++) zoneNamed(`Mars/Crater${n}`);
    expect(zoneNameCounts().otherSpellings).toBeLessThanOrEqual(1000);
    expect(zoneNameCounts().zones).toBe(Intl.supportedValuesOf('timeZone').length + 1);
  });
});
