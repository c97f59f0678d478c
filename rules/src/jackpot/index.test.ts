import { JACKPOT_MESSAGES as M, jackpotProblems, namedCurrencyRanges } from './index.js';

const problems = (startValue: unknown, maxValue: unknown, timeRange: unknown) =>
  jackpotProblems({ startValue, maxValue, timeRange }).map((p) => `${p.field}: ${p.message}`);

describe('jackpotProblems', () => {
  it('accepts a start below the maximum and a whole number of days', () => {
    expect(problems('1000', '5000', '30')).toEqual([]);
    expect(problems(1000.5, 5000, 1)).toEqual([]);
  });

  it('words each problem as the spec does', () => {
    expect(problems('', ' ', '')).toEqual([`startValue: ${M.startRequired}`, `maxValue: ${M.maxRequired}`, `timeRange: ${M.timeRange}`]);
    expect(problems('ten', 'x', '0')).toEqual([`startValue: ${M.startNumber}`, `maxValue: ${M.maxNumber}`, `timeRange: ${M.timeRange}`]);
    expect(problems('0', '10', '7')).toEqual([`startValue: ${M.startZero}`]);
    expect(problems('10', '10', '7')).toEqual([`startValue: ${M.startAboveMax}`]);
  });

  it('wants digits only for the time range, greater than 0, without a leading 0', () => {
    for (const bad of ['07', '-1', '1.5', '1e2', 'abc', 0]) expect(problems('1', '2', bad)).toEqual([`timeRange: ${M.timeRange}`]);
  });

  it('drops currency rows without a name', () => {
    expect(namedCurrencyRanges([{ name: 'EUR' }, { name: ' ' }, { name: 'USD' }])).toEqual([{ name: 'EUR' }, { name: 'USD' }]);
  });
});
