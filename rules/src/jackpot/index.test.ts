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

  it('refuses a negative or absurd start, maximum and time range', () => {
    expect(problems('-5', '10', '7')).toEqual([`startValue: ${M.startNegative}`]);
    expect(problems(1e300, 2e300, 7)).toEqual([`startValue: ${M.startTooLarge}`, `maxValue: ${M.maxTooLarge}`]);
    expect(problems('1', '2', 2147483647)).toEqual([`timeRange: ${M.timeRange}`]);
    expect(problems('1', '2', 3650)).toEqual([]);
  });

  it('checks each named currency row: From not above To, nothing negative, each currency once', () => {
    const rows = (currencyRanges: { name: string; valueFrom: unknown; valueTo: unknown }[]) =>
      jackpotProblems({ startValue: 1, maxValue: 2, timeRange: 1, currencyRanges }).map((p) => `${p.field}: ${p.message}`);
    expect(
      rows([
        { name: 'EUR', valueFrom: 10, valueTo: 100 },
        { name: '', valueFrom: 9, valueTo: 1 },
      ]),
    ).toEqual([]);
    expect(rows([{ name: 'EUR', valueFrom: 100, valueTo: 10 }])).toEqual([`currencyRanges.0.valueFrom: ${M.fromAboveTo}`]);
    expect(rows([{ name: 'EUR', valueFrom: -1, valueTo: -2 }])).toEqual([
      `currencyRanges.0.valueFrom: ${M.fromNegative}`,
      `currencyRanges.0.valueTo: ${M.toNegative}`,
    ]);
    expect(
      rows([
        { name: 'EUR', valueFrom: 1, valueTo: 2 },
        { name: ' eur ', valueFrom: 1, valueTo: 2 },
      ]),
    ).toEqual([`currencyRanges.1.name: ${M.currencyTwice}`]);
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `C${i}`, valueFrom: 0, valueTo: 1 }));
    expect(rows(many)).toEqual([`currencyRanges: ${M.tooManyCurrencies}`]);
  });
});
