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
  // Not in the spec's list: the old form let these through to the server.
  startNegative: 'Start value must be a positive number.',
  startTooLarge: 'Start value cannot be above 1,000,000,000,000.',
  maxTooLarge: 'Max value cannot be above 1,000,000,000,000.',
  fromAboveTo: 'From cannot be above To.',
  fromNegative: 'From must be 0 or more.',
  toNegative: 'To must be 0 or more.',
  amountTooLarge: 'The amount cannot be above 1,000,000,000,000.',
  currencyTwice: 'This currency is already listed.',
  tooManyCurrencies: 'At most 50 currencies.',
} as const;

/** The largest amount a jackpot or a currency range takes. */
export const MAX_JACKPOT_AMOUNT = 1_000_000_000_000;
/** Ten years: a longer time range is a typo. */
export const MAX_TIME_RANGE_DAYS = 3650;
export const MAX_CURRENCY_RANGES = 50;

export interface CurrencyRangeValues {
  name: string;
  valueFrom: unknown;
  valueTo: unknown;
}

export interface JackpotValues {
  startValue: unknown;
  maxValue: unknown;
  timeRange: unknown;
  /** Checked when given: rows without a name are dropped on save and not checked. */
  currencyRanges?: readonly CurrencyRangeValues[];
}

export interface JackpotProblem {
  /** `startValue`, `maxValue`, `timeRange`, `currencyRanges` or `currencyRanges.{index}.{name|valueFrom|valueTo}`. */
  field: string;
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

/** Time range in days: digits only, greater than 0, no leading 0, at most ten years. */
const isValidTimeRange = (v: unknown): boolean => {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^[1-9]\d*$/.test(text) && Number(text) <= MAX_TIME_RANGE_DAYS;
};

export function jackpotProblems(values: JackpotValues): JackpotProblem[] {
  const problems: JackpotProblem[] = [];
  const start = numberOf(values.startValue);
  const max = numberOf(values.maxValue);
  if (isBlank(values.startValue)) problems.push({ field: 'startValue', message: JACKPOT_MESSAGES.startRequired });
  else if (start === null) problems.push({ field: 'startValue', message: JACKPOT_MESSAGES.startNumber });
  else if (start === 0) problems.push({ field: 'startValue', message: JACKPOT_MESSAGES.startZero });
  else if (start < 0) problems.push({ field: 'startValue', message: JACKPOT_MESSAGES.startNegative });
  else if (start > MAX_JACKPOT_AMOUNT) problems.push({ field: 'startValue', message: JACKPOT_MESSAGES.startTooLarge });
  else if (max !== null && start >= max) problems.push({ field: 'startValue', message: JACKPOT_MESSAGES.startAboveMax });
  if (isBlank(values.maxValue)) problems.push({ field: 'maxValue', message: JACKPOT_MESSAGES.maxRequired });
  else if (max === null) problems.push({ field: 'maxValue', message: JACKPOT_MESSAGES.maxNumber });
  else if (max > MAX_JACKPOT_AMOUNT) problems.push({ field: 'maxValue', message: JACKPOT_MESSAGES.maxTooLarge });
  if (!isValidTimeRange(values.timeRange)) problems.push({ field: 'timeRange', message: JACKPOT_MESSAGES.timeRange });
  if (values.currencyRanges) problems.push(...currencyRangeProblems(values.currencyRanges));
  return problems;
}

/** Each named row: From and To 0 or more, From not above To, each currency once; at most 50 rows. */
function currencyRangeProblems(rows: readonly CurrencyRangeValues[]): JackpotProblem[] {
  const problems: JackpotProblem[] = [];
  if (namedCurrencyRanges(rows).length > MAX_CURRENCY_RANGES) {
    return [{ field: 'currencyRanges', message: JACKPOT_MESSAGES.tooManyCurrencies }];
  }
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const name = row.name.trim().toUpperCase();
    if (name === '') return;
    const at = (part: string, message: string) => problems.push({ field: `currencyRanges.${index}.${part}`, message });
    if (seen.has(name)) at('name', JACKPOT_MESSAGES.currencyTwice);
    seen.add(name);
    const from = numberOf(row.valueFrom);
    const to = numberOf(row.valueTo);
    if (from === null || from < 0) at('valueFrom', JACKPOT_MESSAGES.fromNegative);
    else if (from > MAX_JACKPOT_AMOUNT) at('valueFrom', JACKPOT_MESSAGES.amountTooLarge);
    if (to === null || to < 0) at('valueTo', JACKPOT_MESSAGES.toNegative);
    else if (to > MAX_JACKPOT_AMOUNT) at('valueTo', JACKPOT_MESSAGES.amountTooLarge);
    if (from !== null && to !== null && from >= 0 && to >= 0 && from > to) at('valueFrom', JACKPOT_MESSAGES.fromAboveTo);
  });
  return problems;
}

/** Rows without a name are dropped on save (spec 001 §5); the others keep their order. */
export function namedCurrencyRanges<T extends { name: string }>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.name.trim() !== '');
}
