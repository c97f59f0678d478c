import { chartScale, dayLabel, labelEvery } from './daily-scale';

test('the axis tops out at a round number above the busiest day', () => {
  expect(chartScale([62, 85, 80, 78, 73, 84, 58])).toEqual({ top: 100, ticks: [0, 50, 100] });
  expect(chartScale([3, 1])).toEqual({ top: 4, ticks: [0, 2, 4] });
  expect(chartScale([1])).toEqual({ top: 1, ticks: [0, 1] });
  expect(chartScale([1234])).toEqual({ top: 2000, ticks: [0, 1000, 2000] });
  expect(chartScale([100])).toEqual({ top: 100, ticks: [0, 50, 100] });
});

test('days without payments still get an axis', () => {
  expect(chartScale([0, 0])).toEqual({ top: 1, ticks: [0, 1] });
  expect(chartScale([])).toEqual({ top: 1, ticks: [0, 1] });
});

test('a year of days keeps at most 14 labels; a week labels every day', () => {
  expect(labelEvery(7)).toBe(1);
  expect(labelEvery(14)).toBe(1);
  expect(labelEvery(31)).toBe(3);
  expect(Math.ceil(366 / labelEvery(366))).toBeLessThanOrEqual(14);
});

test('a day reads as day and month', () => {
  expect(dayLabel('2026-11-23')).toBe('23.11.');
});
