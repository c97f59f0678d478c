import { cachedZoneCount, dayOf, reportRange } from './report-range';

// The report's day boundaries where the user is (spec 001 §9).

const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('reportRange', () => {
  it('runs from 00:00:00 of the start day to 23:59:59 of the end day in UTC', () => {
    const range = reportRange('2026-11-01', '2026-11-03', 'UTC', NOW);
    expect(range.fromTime).toBe('2026-11-01T00:00:00.000Z');
    expect(range.toTime).toBe('2026-11-03T23:59:59.999Z');
    expect(range.days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
  });

  it("uses the browser's zone, daylight saving included", () => {
    // Belgrade is UTC+1 in winter and UTC+2 in summer; clocks went forward on 29 March 2026.
    expect(reportRange('2026-11-20', '2026-11-20', 'Europe/Belgrade', NOW)).toMatchObject({
      fromTime: '2026-11-19T23:00:00.000Z',
      toTime: '2026-11-20T22:59:59.999Z',
    });
    expect(reportRange('2026-03-28', '2026-03-29', 'Europe/Belgrade', NOW)).toMatchObject({
      fromTime: '2026-03-27T23:00:00.000Z',
      toTime: '2026-03-29T21:59:59.999Z',
    });
    expect(reportRange('2026-11-20', '2026-11-20', 'America/New_York', NOW).fromTime).toBe('2026-11-20T05:00:00.000Z');
  });

  it('accepts today as the end, in the zone: late evening in New York is already tomorrow in UTC', () => {
    const evening = Date.parse('2026-11-26T02:00:00Z'); // 21:00 on the 25th in New York
    expect(() => reportRange('2026-11-25', '2026-11-25', 'America/New_York', evening)).not.toThrow();
    expect(() => reportRange('2026-11-26', '2026-11-26', 'America/New_York', evening)).toThrow('To cannot be after today.');
  });

  it('refuses From after To, a day that does not exist and an unknown zone', () => {
    expect(() => reportRange('2026-11-05', '2026-11-04', 'UTC', NOW)).toThrow('From cannot be after To.');
    expect(() => reportRange('2026-02-30', '2026-03-01', 'UTC', NOW)).toThrow('From must be a date (YYYY-MM-DD).');
    expect(() => reportRange('2026-11-01', 'yesterday', 'UTC', NOW)).toThrow('To must be a date (YYYY-MM-DD).');
    expect(() => reportRange('2026-11-01', '2026-11-02', 'Mars/Olympus', NOW)).toThrow('Unknown time zone Mars/Olympus.');
  });

  it('names the day of an instant in the zone', () => {
    expect(dayOf(Date.parse('2026-11-19T23:30:00Z'), 'Europe/Belgrade')).toBe('2026-11-20');
    expect(dayOf(Date.parse('2026-11-19T23:30:00Z'), 'UTC')).toBe('2026-11-19');
  });

  it('refuses a range longer than a year before listing its days', () => {
    expect(reportRange('2025-11-25', '2026-11-25', 'UTC', NOW).days).toHaveLength(366);
    expect(() => reportRange('2025-11-24', '2026-11-25', 'UTC', NOW)).toThrow('The range can cover at most 366 days.');
    expect(() => reportRange('0100-01-01', '2026-11-25', 'UTC', NOW)).toThrow('The range can cover at most 366 days.');
  });

  it('keeps one formatter per zone, whatever letter case the client sends it in', () => {
    reportRange('2026-11-20', '2026-11-20', 'Europe/Belgrade', NOW);
    const held = cachedZoneCount();
    // The attack: thousands of letter-case variants of one zone (30,000 took a replica to 1.5 GB).
    const name = 'europe/belgrade';
    const variants = Array.from({ length: 2000 }, (_, n) =>
      [...name].map((ch, i) => ((n >> (i % 11)) & 1 ? ch.toUpperCase() : ch)).join(''),
    );
    for (const zone of variants) {
      expect(reportRange('2026-11-20', '2026-11-20', zone, NOW)).toMatchObject({
        fromTime: '2026-11-19T23:00:00.000Z',
        timeZone: 'Europe/Belgrade',
      });
    }
    expect(cachedZoneCount()).toBe(held);
  });
});
