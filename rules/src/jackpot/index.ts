// Big jackpot rules (spec 001 §5 "Jackpot"), checked by the form as the user types and by the
// gateway before anything is sent. Values arrive as typed text from the form, numbers from the API.

export const JACKPOT_MESSAGES = {
  startRequired: 'Start value is required.',
  startNumber: 'Start value must be number.',
  startZero: 'Start value cannot be zero.',
  startAboveMax: 'Start value cannot be bigger or equal than maximum value.',
  maxRequired: 'Max value is required.',
  maxNumber: 'Max value must be number.',
  timeRange: 'Time range is not valid.',
} as const;

export interface JackpotValues {
  startValue: unknown;
  maxValue: unknown;
  timeRange: unknown;
}

export interface JackpotProblem {
  field: 'startValue' | 'maxValue' | 'timeRange';
  message: string;
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
/** A finite number, or text that is one ('1e3' and ' 12 ' included, as the old form accepted). */
const numberOf = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : null;
};

/** Time range in days: digits only, greater than 0, no leading 0. */
const isValidTimeRange = (v: unknown): boolean =>
  /^[1-9]\d*$/.test(typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '');

export function jackpotProblems(values: JackpotValues): JackpotProblem[] {
  const problems: JackpotProblem[] = [];
  const start = numberOf(values.startValue);
  const max = numberOf(values.maxValue);
  if (isBlank(values.startValue)) problems.push({ field: 'startValue', message: JACKPOT_MESSAGES.startRequired });
  else if (start === null) problems.push({ field: 'startValue', message: JACKPOT_MESSAGES.startNumber });
  else if (start === 0) problems.push({ field: 'startValue', message: JACKPOT_MESSAGES.startZero });
  else if (max !== null && start >= max) problems.push({ field: 'startValue', message: JACKPOT_MESSAGES.startAboveMax });
  if (isBlank(values.maxValue)) problems.push({ field: 'maxValue', message: JACKPOT_MESSAGES.maxRequired });
  else if (max === null) problems.push({ field: 'maxValue', message: JACKPOT_MESSAGES.maxNumber });
  if (!isValidTimeRange(values.timeRange)) problems.push({ field: 'timeRange', message: JACKPOT_MESSAGES.timeRange });
  return problems;
}

/** Rows without a name are dropped on save (spec 001 §5); the others keep their order. */
export function namedCurrencyRanges<T extends { name: string }>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.name.trim() !== '');
}
