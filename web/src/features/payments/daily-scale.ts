// The daily chart's scale (daily-chart.tsx): a round top above the busiest day, and which days
// are labelled, so that a year's 366 bars keep readable labels.

/** At most this many day labels under the bars. */
const MAX_LABELS = 14;

/** The smallest 1, 2 or 5 × 10ⁿ (and at least 1: counts are whole) that is at least `value`. */
function roundStep(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= value)!;
}

/** The axis top and its ticks for the days' totals: two or three even steps from 0. */
export function chartScale(totals: readonly number[]): { top: number; ticks: number[] } {
  const most = Math.max(0, ...totals);
  const step = roundStep(most / 2);
  const top = Math.max(step, Math.ceil(most / step) * step);
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}

/** Every how many days a label is shown. */
export const labelEvery = (days: number) => Math.max(1, Math.ceil(days / MAX_LABELS));

/** `2026-11-23` → `23.11.` */
export const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;
