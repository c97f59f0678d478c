import { jackpotProblems, namedCurrencyRanges } from '@backoffice/rules/jackpot';

// The big jackpot form as typed (text, so the spec's 'must be number' messages can show) and
// what it sends. The rules are the gateway's (@backoffice/rules/jackpot).

export interface CurrencyRow {
  /** Only for React's list keys. */
  key: number;
  name: string;
  valueFrom: number | string;
  valueTo: number | string;
}

export interface JackpotFormValues {
  startValue: string;
  maxValue: string;
  timeRange: string;
  currencyRanges: CurrencyRow[];
}

interface StoredJackpot {
  startValue: number;
  maxValue: number;
  timeRange: number;
  currencyRanges: readonly { name: string; valueFrom: number; valueTo: number }[] | null;
}

let nextKey = 1;
export const newCurrencyRow = (): CurrencyRow => ({ key: nextKey++, name: '', valueFrom: 0, valueTo: 0 });

export function jackpotFormValues(stored: StoredJackpot | null): JackpotFormValues {
  if (!stored) return { startValue: '', maxValue: '', timeRange: '', currencyRanges: [] };
  return {
    startValue: String(stored.startValue),
    maxValue: String(stored.maxValue),
    timeRange: String(stored.timeRange),
    currencyRanges: (stored.currencyRanges ?? []).map((row) => ({ key: nextKey++, ...row })),
  };
}

/** Field → message, as the form shows them. */
export function validateJackpot(values: JackpotFormValues): Record<string, string> {
  return Object.fromEntries(jackpotProblems(values).map((p) => [p.field, p.message]));
}

const amount = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

/** The mutation's input; rows without a name are dropped (spec 001 §5). */
export function jackpotInput(values: JackpotFormValues) {
  return {
    startValue: Number(values.startValue.trim()),
    maxValue: Number(values.maxValue.trim()),
    timeRange: Number(values.timeRange.trim()),
    currencyRanges: namedCurrencyRanges(values.currencyRanges).map((row) => ({
      name: row.name.trim(),
      valueFrom: amount(row.valueFrom),
      valueTo: amount(row.valueTo),
    })),
  };
}
